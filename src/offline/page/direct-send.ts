import type { FlushResult } from '../outbox/flush';
import type { OutboxEntry } from '../outbox/db';
import type { KindData } from '../outbox/entry-schemas';
import { sendEntry } from '../outbox/send-entry';
import { endSession, getSession, replaceToken } from '../../lib/session';
import { AuthenticationError, refreshAccessToken } from '../../lib/http';
import { readCookie } from '../../lib/cookies';
import { currentLanguage } from '../../lib/i18n';
import { XSRF_COOKIE } from '../outbox/xsrf';
import { NotSentError } from './not-sent-error';


const unconfirmed = new Map<string, string>();

/**
 * Sends one action straight to the server, for browsers without IndexedDB: the same request, proof
 * of delivery, idempotency key and one token refresh as the outbox, but nothing is kept. Answers the
 * settled result; throws NotSentError when it could not be delivered (the member tries again).
 */
export async function sendWithoutOutbox(data: KindData, userId: number): Promise<FlushResult[]> {
  const now = Date.now();
  // A member who tries again after "not sent" repeats the same request: if the first did reach the
  // server and only its answer was lost, the server takes this one as its replay, not a second entry.
  const sameAction = `${userId}:${data.kind}:${JSON.stringify(data.payload)}`;
  const id = unconfirmed.get(sameAction) ?? crypto.randomUUID();
  unconfirmed.set(sameAction, id);
  const entry: OutboxEntry = { ...data, id, userId, locale: currentLanguage(), createdAt: now, attempts: 0, nextAttemptAt: 0 };
  const token = getSession()?.token ?? '';
  let delivery = await sendEntry(entry, token, readCookie(XSRF_COOKIE));
  if (delivery.kind === 'auth' && delivery.status === 401) {
    const outcome = await refreshAccessToken();
    if (outcome.kind === 'renewed') {
      replaceToken(outcome.token);
      // Same id: if the first try did reach the server, this one is its replay.
      delivery = await sendEntry(entry, outcome.token, readCookie(XSRF_COOKIE));
    } else if (outcome.kind === 'unreachable') throw new NotSentError();
  }
  if (delivery.kind === 'auth') {
    endSession();
    throw new AuthenticationError();
  }
  if (delivery.kind === 'retry') throw new NotSentError();
  unconfirmed.delete(sameAction);
  return [
    delivery.kind === 'delivered'
      ? { outcome: 'sent', entry, status: delivery.status, body: delivery.body }
      : { outcome: 'rejected', entry, status: delivery.status, code: delivery.code },
  ];
}
