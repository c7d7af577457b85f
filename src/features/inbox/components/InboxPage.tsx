import { useEffect } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { inboxQueryOptions, markRead, showRead, type InboxEntry } from '../api';
import { unreadQueryOptions } from '../unread';
import { InboxItem } from './InboxItem';
import { useSession } from '../../../lib/use-session';
import { isUnreachable } from '../../../lib/unreachable';
import { useReachable } from '../../../offline/page/use-reachability';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { CardsSkeleton } from '../../../components/ui/PageSkeleton';
import { toast } from '../../../components/ui/toast';

/** /inbox: what was pushed or mailed to the member, newest first, a page at a time; readable offline once read here. */
export function InboxPage() {
  const session = useSession();
  return session ? <Inbox userId={session.userId} /> : null;
}

function Inbox({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const reachable = useReachable();
  const { data, dataUpdatedAt, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = useInfiniteQuery(inboxQueryOptions(userId));
  const entries = data?.pages.flatMap((page) => page.data) ?? [];
  const unread = data?.pages[0]?.meta.unread ?? 0;
  // The header's counter follows what the list just said, when the list is the newer of the two (a list
  // restored from this device, days old, never overwrites a fresher count).
  useEffect(() => {
    const counter = unreadQueryOptions(userId).queryKey;
    if (data && dataUpdatedAt > (queryClient.getQueryState(counter)?.dataUpdatedAt ?? 0)) queryClient.setQueryData(counter, unread);
  }, [data, dataUpdatedAt, unread, queryClient, userId]);

  /** Read at once here; the server is told, and what it refuses or never gets is shown unread again. */
  async function read(which: number[] | 'all', failure?: string) {
    const undo = showRead(queryClient, userId, which);
    try {
      queryClient.setQueryData(unreadQueryOptions(userId).queryKey, await markRead(which));
    } catch (failed) {
      undo();
      if (failure) toast.error(_(isUnreachable(failed) ? 'inbox.readNeedsConnection' : failure));
    }
  }
  const open = (entry: InboxEntry) => {
    if (entry.readAt === null) void read([entry.id]);
  };

  let body;
  if (isPending) body = <CardsSkeleton />;
  else if (isError && !data) {
    body = isUnreachable(error) ? <p className="alert alert--info" role="note">{_('inbox.offlineNothing')}</p> : <RetryAlert message={_('inbox.loadFailed')} retry={() => void refetch()} />;
  } else if (entries.length === 0) body = <p className="muted">{_('inbox.empty')}</p>;
  else {
    body = (
      <ul className="inbox-list" aria-label={_('inbox.listLabel')}>
        {entries.map((entry) => (
          <InboxItem key={entry.id} entry={entry} onOpen={open} />
        ))}
      </ul>
    );
  }

  return (
    <section className="page inbox-page">
      <h1>{_('pages.inbox.title')}</h1>
      {!reachable && data && (
        <p className="alert alert--info" role="note">
          {_('inbox.offlineKept')}
        </p>
      )}
      {data && (
        <div className="inbox-page__bar">
          <p className="muted" role="status">
            {_('inbox.unreadCount', { count: unread })}
          </p>
          {unread > 0 && (
            <button type="button" className="button" onClick={() => void read('all', 'inbox.markAllFailed')}>
              {_('inbox.markAll')}
            </button>
          )}
        </div>
      )}
      {body}
      {isFetchNextPageError && (
        <p className="alert alert--error" role="alert">
          {_('inbox.moreFailed')}
        </p>
      )}
      {hasNextPage && (
        <p>
          <button type="button" className="button" disabled={isFetchingNextPage} aria-busy={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {_(isFetchingNextPage ? 'inbox.loadingMore' : 'inbox.more')}
          </button>
        </p>
      )}
    </section>
  );
}
