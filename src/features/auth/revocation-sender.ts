import { readCookie } from '../../lib/cookies';
import { getSession } from '../../lib/session';
import { XSRF_COOKIE, XSRF_HEADER } from '../../offline/outbox/xsrf';
import { deliver } from '../../offline/outbox/delivery';
import { dropRevocation, revocationPending, REVOCATION_TIMEOUT_MS } from './revocation-note';

type Outcome = 'done' | 'later' | 'xsrf';

async function askServer(): Promise<Outcome> {
  const xsrf = readCookie(XSRF_COOKIE);
  const delivery = await deliver(
    new URL('/api/auth/logout', globalThis.location.origin),
    { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json', ...(xsrf ? { [XSRF_HEADER]: xsrf } : {}) }, body: '{}' },
    { deadlineMs: REVOCATION_TIMEOUT_MS },
  );
  if (delivery.kind !== 'answered') return 'later';
  const { response, body } = delivery;
  if (response.ok) return 'done';
  const code = (body as { error?: { details?: { code?: unknown } } } | null)?.error?.details?.code;
  if (response.status === 403 && code === 'xsrf.invalid') return 'xsrf';
  // 401: this browser holds no session to end. Other refusals would repeat forever.
  return response.status >= 400 && response.status < 500 && response.status !== 429 ? 'done' : 'later';
}

let sending: Promise<boolean> | null = null;

/** revocation.ts's sendPendingRevocation, once there is something to send. */
export function sendRevocation(): Promise<boolean> {
  if (!revocationPending()) return Promise.resolve(true);
  if (getSession()) {
    dropRevocation();
    return Promise.resolve(true);
  }
  sending ??= (async () => {
    let outcome = await askServer();
    // The XSRF cookie had expired or been cleared: the refusal set a new one, which the retry carries.
    if (outcome === 'xsrf') outcome = await askServer();
    if (outcome !== 'done') return false;
    dropRevocation();
    return true;
  })().finally(() => {
    sending = null;
  });
  return sending;
}
