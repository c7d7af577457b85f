import { Link } from '@tanstack/react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { currentLanguage } from '../../../lib/i18n';
import { didHistoryQueryOptions } from '../history-api';
import { useLoadOnView } from '../use-load-on-view';
import { DidRecordItem } from './DidRecordItem';

/** /profile/dids: every record of the member, newest first, more as they scroll (or press the button). */
export function DidHistory({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const history = useInfiniteQuery(didHistoryQueryOptions(userId, currentLanguage()));
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = history;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const sentinel = useLoadOnView<HTMLDivElement>(() => void fetchNextPage(), canLoadMore);
  const records = data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <section className="page did-history">
      <h1>{_('pages.dids.title')}</h1>
      {history.isPending ? (
        <div aria-busy="true" data-testid="did-history-skeleton">
          <p className="visually-hidden" role="status">
            {_('pending.loading')}
          </p>
          {[0, 1, 2, 3].map((line) => (
            <div key={line} className="skeleton skeleton--line" aria-hidden="true" />
          ))}
        </div>
      ) : history.isError && records.length === 0 ? (
        <RetryAlert message={_('dids.history.loadError')} retry={() => void history.refetch()} />
      ) : records.length === 0 ? (
        <p className="muted">
          {_('dids.history.empty')} <Link to="/challenges">{_('profile.dids.earn')}</Link>
        </p>
      ) : (
        <>
          <ol className="did-history__list">
            {records.map((record) => (
              <DidRecordItem key={record.id} record={record} />
            ))}
          </ol>
          {isFetchNextPageError && <RetryAlert message={_('dids.history.loadMoreError')} retry={() => void fetchNextPage()} />}
          {hasNextPage && !isFetchNextPageError && (
            <div ref={sentinel} className="did-history__more">
              <button type="button" className="button" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {isFetchingNextPage ? _('dids.history.loadingMore') : _('dids.history.more')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
