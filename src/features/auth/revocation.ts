import { readCookie } from '../../lib/cookies';
import { getSession } from '../../lib/session';
import { XSRF_COOKIE, XSRF_HEADER } from '../../offline/outbox/token-refresh';
import { isFromOurServer, onReachabilityChange, reportReachable, reportUnreachable } from '../../offline/outbox/connectivity';
import { withDeadline } from '../../offline/outbox/deadline';

/**
 * Logging out ends the session here at once; telling the server to end it too (so the httpOnly
 * refresh cookie this browser holds stops working) waits for a network. The pending revocation is a
 * note in localStorage, so it outlives a reload or a closed browser and needs no IndexedDB. The
 * server knows which session to end from the refresh cookie alone, since its access token may have
 * expired long before the revocation goes out.
 */
export const PENDING_REVOCATION_KEY = 'chispaPendingLogout';
/** A logout that has not answered by then is tried again later. */
export const REVOCATION_TIMEOUT_MS = 10_000;

type Outcome = 'done' | 'later' | 'xsrf';

export const revocationPending = () => localStorage.getItem(PENDING_REVOCATION_KEY) !== null;

/** Notes that the server's session must be ended; call before the local session ends. */
export function queueRevocation() {
  localStorage.setItem(PENDING_REVOCATION_KEY, JSON.stringify({ since: Date.now() }));
}

/**
 * A login replaced the refresh cookie: the old session can no longer be named from here (it expires
 * on its own), and a revocation sent now would end the new one.
 */
export function dropRevocation() {
  localStorage.removeItem(PENDING_REVOCATION_KEY);
}

async function askServer(): Promise<Outcome> {
  const xsrf = readCookie(XSRF_COOKIE);
  try {
    const { response, body } = await withDeadline(REVOCATION_TIMEOUT_MS, async (signal) => {
      const answer = await fetch(new URL('/api/auth/logout', globalThis.location.origin), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', ...(xsrf ? { [XSRF_HEADER]: xsrf } : {}) },
        body: '{}',
        signal,
      });
      return { response: answer, body: isFromOurServer(answer) ? ((await answer.json().catch(() => undefined)) as unknown) : undefined };
    });
    if (!isFromOurServer(response) || body === undefined) {
      reportUnreachable();
      return 'later';
    }
    reportReachable();
    if (response.ok) return 'done';
    const code = (body as { error?: { details?: { code?: unknown } } } | null)?.error?.details?.code;
    if (response.status === 403 && code === 'xsrf.invalid') return 'xsrf';
    // 401: this browser holds no session to end. Other refusals would repeat forever.
    return response.status >= 400 && response.status < 500 && response.status !== 429 ? 'done' : 'later';
  } catch {
    reportUnreachable();
    return 'later';
  }
}

let sending: Promise<boolean> | null = null;

/**
 * Sends the pending revocation, if any; true once none is pending. Concurrent callers share one try.
 * Never while a member is signed in here: the refresh cookie would then be theirs.
 */
export function sendPendingRevocation(): Promise<boolean> {
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

/** Sends a pending revocation now, and again whenever the network seems to be back. */
export function startSendingRevocations(): () => void {
  const send = () => void sendPendingRevocation();
  send();
  window.addEventListener('online', send);
  const unsubscribe = onReachabilityChange((state) => state === 'reachable' && send());
  return () => {
    window.removeEventListener('online', send);
    unsubscribe();
  };
}
