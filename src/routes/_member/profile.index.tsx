import { createFileRoute } from '@tanstack/react-router';
import { ensureMemberUser } from '../../features/profile';
import { ProfilePage } from '../../features/profile/components/ProfilePage';
import { WithMemberUser } from '../../features/profile/components/WithMemberUser';
import { routeLoadError } from '../-components/RouteLoadError';

export const Route = createFileRoute('/_member/profile/')({
  loader: ({ context }) => ensureMemberUser(context.queryClient),
  // Spec §8: a failure to load the user is resetPasswordFailed.
  errorComponent: routeLoadError({ titleId: 'pages.profile.title', messageId: 'resetPassword.errors.resetPasswordFailed' }),
  component: Profile,
});

function Profile() {
  return <WithMemberUser page={ProfilePage} />;
}
