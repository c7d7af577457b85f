import { createFileRoute } from '@tanstack/react-router';
import { ensureMemberUser } from '../../features/profile';
import { EditProfilePage } from '../../features/profile/components/EditProfilePage';
import { WithMemberUser } from '../../features/profile/components/WithMemberUser';
import { routeLoadError } from '../-components/RouteLoadError';

export const Route = createFileRoute('/_member/profile/edit')({
  loader: ({ context }) => ensureMemberUser(context.queryClient),
  // Spec §8: a failure to load the user is resetPasswordFailed.
  errorComponent: routeLoadError({ titleId: 'pages.editProfile.title', messageId: 'resetPassword.errors.resetPasswordFailed' }),
  component: EditProfile,
});

function EditProfile() {
  return <WithMemberUser page={EditProfilePage} />;
}
