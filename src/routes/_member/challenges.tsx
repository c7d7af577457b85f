import { createFileRoute } from '@tanstack/react-router';
import { ChallengesPage } from '../../features/challenges/components/ChallengesPage';
import { currentLanguage } from '../../lib/i18n';
import { routeLoadError } from '../-components/RouteLoadError';
import { CardsSkeleton } from '../../components/ui/PageSkeleton';

export const Route = createFileRoute('/_member/challenges')({
  // The API module comes with the page's code, not in the start chunk (links preload both on intent).
  loader: async ({ context }) => {
    const { challengesQueryOptions } = await import('../../features/challenges/api');
    return context.queryClient.ensureQueryData(challengesQueryOptions(currentLanguage()));
  },
  errorComponent: routeLoadError({ titleId: 'pages.challenges.title', messageId: 'challengeList.errors.genericServerError' }),
  pendingComponent: CardsSkeleton,
  component: ChallengesPage,
});
