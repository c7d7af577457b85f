import * as v from 'valibot';
import { http } from '../../lib/http';
import { endSession, getSession, startSession, type Session } from '../../lib/session';
import { currentLanguage } from '../../lib/i18n';
import { dropRevocation, queueRevocation, sendPendingRevocation } from './revocation';

const LoginResponseSchema = v.object({
  jwt: v.pipe(v.string(), v.minLength(1)),
  user: v.object({ id: v.number(), email: v.string() }),
});

export async function logIn(credentials: { identifier: string; password: string }): Promise<Session> {
  // The previous member's session ends on the server before this browser's refresh cookie is replaced.
  await sendPendingRevocation();
  const body = await http
    .post('auth/local', { json: { ...credentials, locale: currentLanguage() } })
    .json();
  const { jwt, user } = v.parse(LoginResponseSchema, body);
  const session = { login: user.email, token: jwt, userId: user.id };
  dropRevocation(); // if it could not be sent: the cookie it would name is gone now
  startSession(session);
  return session;
}

/**
 * Forgets the member here at once, whatever the network does; the server's session is ended when it
 * can be reached (now, or later: see revocation.ts).
 */
export function logOut() {
  if (getSession()) queueRevocation();
  endSession();
  void sendPendingRevocation();
}

