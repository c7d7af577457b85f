import { getSession, replaceToken, subscribeToSession } from '../../lib/session';
import { readCookie } from '../../lib/cookies';
import { readMirroredSession, writeMirroredSession } from '../outbox/store';
import { XSRF_COOKIE } from '../outbox/xsrf';

function mirror() {
  const session = getSession();
  const copy = session ? { userId: session.userId, token: session.token, xsrf: readCookie(XSRF_COOKIE) } : null;
  writeMirroredSession(copy).catch(() => {
    // no IndexedDB: there is no outbox for a worker to send either
  });
}

/**
 * Keeps the service worker's copy of the session in step with the page's (login, refresh, logout).
 * On start, a copy that differs for the same member was renewed by the worker while no page was
 * open: the page takes that token instead of overwriting it with its expired one.
 */
export async function startSessionMirror() {
  const session = getSession();
  const copy = await readMirroredSession().catch(() => null);
  if (session && copy?.userId === session.userId && copy.token !== session.token) replaceToken(copy.token);
  else mirror();
  return subscribeToSession(mirror);
}
