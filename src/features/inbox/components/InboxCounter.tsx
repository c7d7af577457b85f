import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { unreadQueryOptions } from '../unread';

/** The header's way to the inbox: a bell (drawn by its CSS), and how many entries are unread (nothing more: it is in the start chunk). */
export function InboxCounter({ userId }: { userId: number }) {
  const { _, i18n } = useLingui();
  const { data: unread = 0 } = useQuery(unreadQueryOptions(userId));
  return (
    // The name says the count the badge shows ("Avisos: 3 sin leer"), so a voice-control user can say it.
    <Link to="/inbox" className="inbox-counter" aria-label={_('inbox.counter', { count: unread })}>
      {unread > 0 && <span className="inbox-counter__badge">{i18n.number(unread)}</span>}
    </Link>
  );
}
