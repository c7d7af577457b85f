import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ui/ComingSoon';

export const Route = createFileRoute('/_member/rewardsTermsId')({
  component: () => <ComingSoon titleId="pages.rewardTerms.title" />,
});
