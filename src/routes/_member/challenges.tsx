import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ui/ComingSoon';

export const Route = createFileRoute('/_member/challenges')({
  component: () => <ComingSoon titleId="pages.challenges.title" />,
});
