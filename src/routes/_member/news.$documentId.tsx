import { createFileRoute } from '@tanstack/react-router';
import { newsPostQueryOptions } from '../../features/news';
import { NewsPostPage } from '../../features/news/components/NewsPostPage';
import { currentLanguage } from '../../lib/i18n';
import { ensureOrNotFound } from '../../lib/route-data';
import { ErrorFallback } from '../-components/ErrorFallback';

export const Route = createFileRoute('/_member/news/$documentId')({
  loader: ({ context, params }) => ensureOrNotFound(context.queryClient, newsPostQueryOptions(params.documentId, currentLanguage())),
  // No spec §8 key for news: the translated fallback (or the offline screen when the server is out of reach).
  errorComponent: ErrorFallback,
  component: NewsPost,
});

function NewsPost() {
  return <NewsPostPage documentId={Route.useParams().documentId} />;
}
