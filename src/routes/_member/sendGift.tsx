import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ui/ComingSoon';

export const Route = createFileRoute('/_member/sendGift')({
  component: () => <ComingSoon titleId="pages.sendGift.title" />,
});
