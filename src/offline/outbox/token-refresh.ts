import { readMirroredSession, writeMirroredSession } from './store';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const REFRESH_LOCK = 'chispa-token-refresh';

type Refresh = {
  /** The member whose token was refused, and that token. */
  userId: number | undefined;
  staleToken: string | undefined;
  xsrf: string | undefined;
  origin: string;
};

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

/**
 * Trades the httpOnly refresh cookie for a new access token. The page and the service worker take
 * turns (the server rotates the refresh token, so two uses at once would end the session), and one
 * that waited takes the token the other just got instead of refreshing again.
 */
export function refreshToken({ userId, staleToken, xsrf, origin }: Refresh): Promise<string | null> {
  return underLock(async () => {
    const session = await mirrored();
    if (session && session.userId === userId && staleToken && session.token !== staleToken) return session.token;
    try {
      const response = await fetch(new URL('/api/auth/refresh', origin), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', ...(xsrf ? { [XSRF_HEADER]: xsrf } : {}) },
        body: '{}',
      });
      if (!response.ok) return null;
      const body: unknown = await response.json();
      const jwt = (body as { jwt?: unknown } | null)?.jwt;
      if (typeof jwt !== 'string' || jwt.length === 0) return null;
      if (session && session.userId === userId) await writeMirroredSession({ ...session, token: jwt }).catch(() => undefined);
      return jwt;
    } catch {
      return null;
    }
  });
}
