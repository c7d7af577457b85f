import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import type { InboxEntry } from '../api';
import { appPath, entrySentence } from '../sentence';
import { currentLanguage } from '../../../lib/i18n';
import { TIME_ZONE } from '../../../lib/dates';

/** One entry: what happened, in a sentence by its kind, when (in Madrid time, the member's language), read or not; it links to its page. */
export function InboxItem({ entry, onOpen }: { entry: InboxEntry; onOpen: (entry: InboxEntry) => void }) {
  const { _, i18n } = useLingui();
  const { id, values } = entrySentence(entry, currentLanguage());
  const unread = entry.readAt === null;
  const path = appPath(entry.url);
  const sentence = _(id, values);
  const body = (
    <>
      {unread && <span className="inbox-item__dot">{_('inbox.unreadMark')}</span>}
      <span className="inbox-item__text">{sentence}</span>
      <time className="inbox-item__date" dateTime={entry.createdAt}>
        {i18n.date(new Date(entry.createdAt), { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE })}
      </time>
    </>
  );
  return (
    <li className={`inbox-item${unread ? ' inbox-item--unread' : ''}`}>
      {path ? (
        <Link to={path} className="inbox-item__link" onClick={() => onOpen(entry)}>
          {body}
        </Link>
      ) : (
        <div className="inbox-item__link">{body}</div>
      )}
    </li>
  );
}
