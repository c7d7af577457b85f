import { getSession, subscribeToSession } from '../lib/session';
import { readCookie } from '../lib/cookies';
import { writeMirroredSession } from './outbox-store';
import { XSRF_COOKIE } from './token-refresh';

function mirror() {
  const session = getSession();
  const copy = session ? { userId: session.userId, token: session.token, xsrf: readCookie(XSRF_COOKIE) } : null;
  writeMirroredSession(copy).catch(() => {
    // no IndexedDB: there is no outbox for a worker to send either
  });
}

/** Keeps the service worker's copy of the session in step with the page's (login, refresh, logout). */
export function startSessionMirror() {
  mirror();
  return subscribeToSession(mirror);
}
