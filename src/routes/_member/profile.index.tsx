import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { meQueryOptions } from '../../features/profile/api';
import { ProfilePage } from '../../features/profile/components/ProfilePage';
import { getSession } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { routeLoadError } from '../-components/RouteLoadError';

export const Route = createFileRoute('/_member/profile/')({
  loader: async ({ context }) => {
    const session = getSession();
    if (session) await context.queryClient.ensureQueryData(meQueryOptions(session.userId));
  },
  // Spec §8: a failure to load the user is resetPasswordFailed.
  errorComponent: routeLoadError({ titleId: 'pages.profile.title', messageId: 'resetPassword.errors.resetPasswordFailed' }),
  component: Profile,
});

function Profile() {
  const session = useSession();
  return session ? <MemberProfile userId={session.userId} /> : null;
}

function MemberProfile({ userId }: { userId: number }) {
  const { data: user } = useSuspenseQuery(meQueryOptions(userId));
  return <ProfilePage user={user} />;
}
