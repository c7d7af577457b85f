import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ui/ComingSoon';

export const Route = createFileRoute('/_member/profile/')({
  component: () => <ComingSoon titleId="pages.profile.title" />,
});
