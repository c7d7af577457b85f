import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ui/ComingSoon';

export const Route = createFileRoute('/_member/subscription/success')({
  component: () => <ComingSoon titleId="pages.subscriptionSuccess.title" />,
});
