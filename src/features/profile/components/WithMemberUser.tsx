import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getSession } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { meQueryOptions, type User } from '../api';

/** A route loader's part: the signed-in member's user, read before the page renders. */
export async function ensureMemberUser(queryClient: QueryClient) {
  const session = getSession();
  if (session) await queryClient.ensureQueryData(meQueryOptions(session.userId));
}

/** Renders `page` with the signed-in member's user (nothing once the session has ended). */
export function WithMemberUser({ page }: { page: ComponentType<{ user: User }> }) {
  const session = useSession();
  return session ? <MemberUser userId={session.userId} page={page} /> : null;
}

function MemberUser({ userId, page: Page }: { userId: number; page: ComponentType<{ user: User }> }) {
  const { data: user } = useSuspenseQuery(meQueryOptions(userId));
  return <Page user={user} />;
}
