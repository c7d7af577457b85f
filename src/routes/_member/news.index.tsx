import { createFileRoute, Link } from '@tanstack/react-router';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { newsListQueryOptions } from '../../features/news/list-api';
import { NewsItem } from '../../features/news/components/NewsItem';
import { currentLanguage } from '../../lib/i18n';
import { ErrorFallback } from '../-components/ErrorFallback';
import { CardsSkeleton } from '../../components/ui/PageSkeleton';

export const Route = createFileRoute('/_member/news/')({
  // The API module comes with the page's code, not in the start chunk.
  loader: async ({ context }) => {
    const { newsListQueryOptions } = await import('../../features/news/list-api');
    await context.queryClient.ensureInfiniteQueryData(newsListQueryOptions(currentLanguage()));
  },
  // No spec §8 key for news: the translated fallback (or the offline screen when the server is out of reach).
  errorComponent: ErrorFallback,
  pendingComponent: CardsSkeleton,
  component: NewsListPage,
});

function NewsListPage() {
  const { _ } = useLingui();
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useSuspenseInfiniteQuery(newsListQueryOptions(currentLanguage()));
  const posts = data.pages.flatMap((page) => page.data);
  const total = data.pages.at(-1)?.meta.pagination.total ?? posts.length;
  return (
    <section className="page">
      <Link to="/" className="back-link">
        ← {_('news.back')}
      </Link>
      <h1>{_('pages.newsList.title')}</h1>
      {posts.length === 0 ? (
        <p className="muted">{_('news.none')}</p>
      ) : (
        <>
          <p className="muted" role="status">
            {_('news.shown', { shown: posts.length, total })}
          </p>
          <ul className="news-list">
            {posts.map((post) => (
              <NewsItem key={post.documentId} post={post} />
            ))}
          </ul>
        </>
      )}
      {isFetchNextPageError && (
        <p className="alert alert--error" role="alert">
          {_('news.loadMoreFailed')}
        </p>
      )}
      {hasNextPage && (
        <p>
          <button type="button" className="button" disabled={isFetchingNextPage} aria-busy={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {_(isFetchingNextPage ? 'news.loadingMore' : 'news.loadMore')}
          </button>
        </p>
      )}
    </section>
  );
}
