import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { unreadQueryOptions } from '../unread';

/** The header's way to the inbox: a bell, and how many entries are unread (nothing more: it is in the start chunk). */
export function InboxCounter({ userId }: { userId: number }) {
  const { _, i18n } = useLingui();
  const { data: unread = 0 } = useQuery(unreadQueryOptions(userId));
  return (
    // The name says the count the badge shows ("Avisos: 3 sin leer"), so a voice-control user can say it.
    <Link to="/inbox" className="inbox-counter" aria-label={_('inbox.counter', { count: unread })}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path fill="currentColor" d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6v-5c0-3.1-1.6-5.6-4.5-6.3V4a1.5 1.5 0 0 0-3 0v.7C7.6 5.4 6 7.9 6 11v5l-2 2v1h16v-1z" />
      </svg>
      {unread > 0 && <span className="inbox-counter__badge">{i18n.number(unread)}</span>}
    </Link>
  );
}
