import { useLingui } from '@lingui/react';
import { TIME_ZONE } from '../../../lib/dates';
import type { HistoryRecord } from '../history-api';
import { isShareable } from '../share-record';
import { RecordSubject } from './RecordSubject';
import { ShareRecordButton } from './ShareRecordButton';

const REASONS = new Set(['register', 'completeProfile', 'vote', 'shareProject', 'sharePost', 'referral', 'participation', 'adjustment', 'refund']);

/** One line of the history: the Madrid day, why, what it is about, the signed amount and the balance after it. */
export function DidRecordItem({ record }: { record: HistoryRecord }) {
  const { _, i18n } = useLingui();
  const day = i18n.date(new Date(record.createdAt), { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
  // A true minus sign (U+2212), read as "minus" and as wide as the plus.
  const signed = `${record.amount >= 0 ? '+' : '\u2212'}${i18n.number(Math.abs(record.amount))}`;
  const reason = REASONS.has(record.reason) ? _(`dids.reason.${record.reason}`) : _('dids.reason.other');
  return (
    <li className="did-record" data-testid="did-record">
      <time className="did-record__date muted" dateTime={record.createdAt}>
        {day}
      </time>
      <p className="did-record__what">
        <span className="did-record__reason">{reason}</span> <RecordSubject subject={record.subject} />
      </p>
      <p className="did-record__numbers">
        <span className={record.amount >= 0 ? 'did-record__amount did-record__amount--earned' : 'did-record__amount did-record__amount--spent'}>
          {_('dids.history.amount', { amount: signed })}
        </span>{' '}
        <span className="did-record__balance muted">{_('dids.history.balanceAfter', { balance: i18n.number(record.balanceAfter) })}</span>
      </p>
      {record.note && <p className="did-record__note muted">{record.note}</p>}
      {record.draw && <p className={`did-record__draw did-record__draw--${record.draw}`}>{_(`dids.draw.${record.draw}`)}</p>}
      {isShareable(record) && <ShareRecordButton record={record} />}
    </li>
  );
}
