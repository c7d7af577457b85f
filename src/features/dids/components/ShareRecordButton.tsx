import { useId, useState } from 'react';
import { useLingui } from '@lingui/react';
import { shareRecord, sharedUrl, type ShareableRecord, type ShareOutcome } from '../share-record';

/**
 * Share a record's project or reward. What goes out is shown before it does: the page's link, and
 * only if the member ticks it, a line saying what they earned.
 */
export function ShareRecordButton({ record }: { record: ShareableRecord }) {
  const { _, i18n } = useLingui();
  const [withEarning, setWithEarning] = useState(false);
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const checkboxId = useId();
  const earning = record.amount > 0 ? _('dids.share.earned', { dids: i18n.number(record.amount) }) : null;
  const text = withEarning && earning ? earning : undefined;

  return (
    <details className="did-share">
      <summary className="button button--small">{_('dids.share.open')}</summary>
      <div className="did-share__panel">
        <p className="did-share__preview">
          <span className="muted">{_('dids.share.preview')}</span> {text && <>{text} </>}
          <span className="did-share__url">{sharedUrl(record)}</span>
        </p>
        {earning && (
          <p className="checkbox">
            <input id={checkboxId} type="checkbox" checked={withEarning} onChange={(event) => setWithEarning(event.target.checked)} />
            <label htmlFor={checkboxId}>{_('dids.share.addEarning', { text: earning })}</label>
          </p>
        )}
        <button type="button" className="button" onClick={() => void shareRecord(record, text).then(setOutcome)}>
          {_('dids.share.send')}
        </button>
        <p className={outcome === 'failed' ? 'field__error' : 'did-share__status'} role="status">
          {outcome === 'copied' && _('dids.share.copied')}
          {outcome === 'shared' && _('dids.share.shared')}
          {outcome === 'failed' && _('dids.share.failed')}
        </p>
      </div>
    </details>
  );
}
