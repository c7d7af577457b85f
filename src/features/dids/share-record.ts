import { projectPageUrl, recordShare, rewardPageUrl } from '../sharing';
import type { HistoryRecord } from './history-api';

/** A record that can be shared: one about a project or a reward that is still published. */
export type ShareableRecord = HistoryRecord & { subject: { kind: 'project' | 'reward'; documentId: string; title: string } };

export function isShareable(record: HistoryRecord): record is ShareableRecord {
  const subject = record.subject;
  return subject !== null && subject.documentId !== null && subject.title !== null && (subject.kind === 'project' || subject.kind === 'reward');
}

/** The public page a record opens: the project's or the reward's, never anything about the member. */
export const sharedUrl = (record: ShareableRecord) =>
  record.subject.kind === 'project' ? projectPageUrl(record.subject.documentId) : rewardPageUrl(record.subject.documentId);

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Shares the record's page: the Web Share API where there is one, else the link is copied. `text`
 * is only what the member chose to add. Sharing a project goes through the project's share path,
 * which earns the shareProject challenge's DIDs.
 */
export async function shareRecord(record: ShareableRecord, text?: string): Promise<ShareOutcome> {
  const url = sharedUrl(record);
  let outcome: ShareOutcome;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: record.subject.title, url, ...(text ? { text } : {}) });
      outcome = 'shared';
    } catch (error) {
      return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
    }
  } else {
    try {
      // Missing outside secure contexts and in some embedded browsers; refused without permission.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text ? `${text} ${url}` : url);
      outcome = 'copied';
    } catch {
      return 'failed';
    }
  }
  if (record.subject.kind === 'project') void recordShare('shareProject', record.subject.documentId);
  return outcome;
}
