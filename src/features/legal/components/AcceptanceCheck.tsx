import { Suspense } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { resolveLanguage } from '../../../lib/i18n';
import { lazyOrNothing } from '../../../lib/lazy-or-nothing';
import { pendingAcceptancesQueryOptions } from '../pending';

// The dialog's code (its checks, its texts, the acceptance's request) is read only when something is
// pending; code that cannot be read leaves the page as it is (the next start asks again).
const AcceptancePrompt = lazyOrNothing(() => import('./AcceptancePrompt').then((module) => module.AcceptancePrompt));

/**
 * The legal pages and their versions, which the prompt links to and never covers, and the way out
 * (signing out may first ask what to do with unsent actions: that question must not sit behind it).
 * Here, not in kinds.ts: the start chunk would carry that whole module.
 */
const isLegalPath = (pathname: string) => /^\/(legal|cookies|accessibility|logout)(\/|$)/.test(pathname);

/**
 * Whether the signed-in member has new terms or a new privacy policy to accept; if so, the prompt
 * that asks for it. Not over the legal pages themselves: the prompt links there to read the text.
 */
export function AcceptanceCheck({ userId }: { userId: number }) {
  const { i18n } = useLingui();
  const { data } = useQuery(pendingAcceptancesQueryOptions(userId, resolveLanguage(i18n.locale)));
  const onLegalPage = useRouterState({ select: (state) => isLegalPath(state.location.pathname) });
  if (!data?.length || onLegalPage) return null;
  return (
    <Suspense fallback={null}>
      <AcceptancePrompt userId={userId} pending={data} />
    </Suspense>
  );
}
