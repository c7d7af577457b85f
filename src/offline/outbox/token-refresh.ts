import * as v from 'valibot';
import { readMirroredSession, writeMirroredSession } from './store';
import { deliver } from './delivery';
import { XSRF_HEADER } from './xsrf';

const REFRESH_LOCK = 'chispa-token-refresh';
/** A refresh that has not answered by then is a network failure: the session is kept and retried. */
export const REFRESH_TIMEOUT_MS = 15_000;

/**
 * What a refresh came to. Only `refused` ends a session: the server itself said the refresh token is
 * no good. A network failure, a timeout, a 5xx or a page that is not our server's is `unreachable`:
 * the session is kept and the refresh tried again later.
 */
export type RefreshOutcome = { kind: 'renewed'; token: string } | { kind: 'refused' } | { kind: 'unreachable' };

type Refresh = {
  /** The member whose token was refused, and that token. */
  userId: number | undefined;
  staleToken: string | undefined;
  /** The XSRF cookie's value, read anew for each try (the server sets a new one when it had none). */
  xsrf: () => string | undefined | Promise<string | undefined>;
  origin: string;
};

const RenewedSchema = v.object({ jwt: v.pipe(v.string(), v.minLength(1)) });
const RefusalSchema = v.object({ error: v.object({ details: v.optional(v.object({ code: v.optional(v.string()) })) }) });

async function underLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return locks ? locks.request(REFRESH_LOCK, work) : work();
}

async function mirrored() {
  try {
    return await readMirroredSession();
  } catch {
    return null; // no IndexedDB here: the page refreshes on its own
  }
}

async function askServer(origin: string, xsrf: string | undefined): Promise<RefreshOutcome | 'xsrf'> {
  const delivery = await deliver(
    new URL('/api/auth/refresh', origin),
    { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json', ...(xsrf ? { [XSRF_HEADER]: xsrf } : {}) }, body: '{}' },
    { deadlineMs: REFRESH_TIMEOUT_MS },
  );
  if (delivery.kind !== 'answered') return { kind: 'unreachable' };
  const { response, body } = delivery;
  if (response.ok) {
    const renewed = v.safeParse(RenewedSchema, body);
    return renewed.success ? { kind: 'renewed', token: renewed.output.jwt } : { kind: 'unreachable' };
  }
  if (response.status === 400 || response.status === 401 || response.status === 403) {
    const refusal = v.safeParse(RefusalSchema, body);
    if (!refusal.success) return { kind: 'unreachable' };
    return refusal.output.error.details?.code === 'xsrf.invalid' ? 'xsrf' : { kind: 'refused' };
  }
  return { kind: 'unreachable' }; // 429, 5xx: the session may well be fine
}

/**
 * Trades the httpOnly refresh cookie for a new access token. The page and the service worker take
 * turns (the server rotates the refresh token, so two uses at once would end the session), and one
 * that waited takes the token the other just got instead of refreshing again.
 */
export function refreshToken({ userId, staleToken, xsrf, origin }: Refresh): Promise<RefreshOutcome> {
  return underLock(async () => {
    const session = await mirrored();
    if (session && session.userId === userId && staleToken && session.token !== staleToken) return { kind: 'renewed', token: session.token };
    let outcome = await askServer(origin, await xsrf());
    // The XSRF cookie had expired or been cleared: the refusal set a new one, which the retry carries.
    if (outcome === 'xsrf') outcome = await askServer(origin, await xsrf());
    if (outcome === 'xsrf') return { kind: 'refused' };
    if (outcome.kind === 'renewed' && session && session.userId === userId) {
      await writeMirroredSession({ ...session, token: outcome.token }).catch(() => undefined);
    }
    return outcome;
  });
}
