import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { meQueryOptions } from '../../features/profile/api';
import { EditProfilePage } from '../../features/profile/components/EditProfilePage';
import { getSession } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { routeLoadError } from '../-components/RouteLoadError';

export const Route = createFileRoute('/_member/profile/edit')({
  loader: async ({ context }) => {
    const session = getSession();
    if (session) await context.queryClient.ensureQueryData(meQueryOptions(session.userId));
  },
  // Spec §8: a failure to load the user is resetPasswordFailed.
  errorComponent: routeLoadError({ titleId: 'pages.editProfile.title', messageId: 'resetPassword.errors.resetPasswordFailed' }),
  component: EditProfile,
});

function EditProfile() {
  const session = useSession();
  return session ? <MemberEditProfile userId={session.userId} /> : null;
}

function MemberEditProfile({ userId }: { userId: number }) {
  const { data: user } = useSuspenseQuery(meQueryOptions(userId));
  return <EditProfilePage user={user} />;
}
