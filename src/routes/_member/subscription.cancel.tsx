import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ui/ComingSoon';

export const Route = createFileRoute('/_member/subscription/cancel')({
  component: () => <ComingSoon titleId="pages.subscriptionCancel.title" />,
});
