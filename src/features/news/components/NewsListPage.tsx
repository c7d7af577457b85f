import { Link } from '@tanstack/react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { newsListQueryOptions } from '../list-api';
import { NewsItem } from './NewsItem';
import { currentLanguage } from '../../../lib/i18n';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { CardsSkeleton } from '../../../components/ui/PageSkeleton';

/** Every news post, newest first, a page at a time ("load more"); the page reads its list itself. */
export function NewsListPage() {
  const { _ } = useLingui();
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useInfiniteQuery(newsListQueryOptions(currentLanguage()));
  const posts = data?.pages.flatMap((page) => page.data) ?? [];
  const total = data?.pages.at(-1)?.meta.pagination.total ?? posts.length;
  let body;
  if (isPending) body = <CardsSkeleton />;
  // No spec §8 key for news: the common message with a retry.
  else if (isError && !data) body = <RetryAlert message={_('common.errors.unexpected')} retry={() => void refetch()} />;
  else if (posts.length === 0) body = <p className="muted">{_('news.none')}</p>;
  else {
    body = (
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
    );
  }
  return (
    <section className="page">
      <Link to="/" className="back-link">
        ← {_('news.back')}
      </Link>
      <h1>{_('pages.newsList.title')}</h1>
      {body}
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
