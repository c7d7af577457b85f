import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ui/ComingSoon';

export const Route = createFileRoute('/_member/rewards/$idReward')({
  component: () => <ComingSoon titleId="pages.reward.title" />,
});
