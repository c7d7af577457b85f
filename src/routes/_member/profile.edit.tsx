import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/ui/ComingSoon';

export const Route = createFileRoute('/_member/profile/edit')({
  component: () => <ComingSoon titleId="pages.editProfile.title" />,
});
