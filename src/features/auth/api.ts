import * as v from 'valibot';
import { http } from '../../lib/http';
import { endSession, getSession, startSession, type Session } from '../../lib/session';
import { currentLanguage } from '../../lib/i18n';

const LoginResponseSchema = v.object({
  jwt: v.pipe(v.string(), v.minLength(1)),
  user: v.object({ id: v.number(), email: v.string() }),
});

export async function logIn(credentials: { identifier: string; password: string }): Promise<Session> {
  const body = await http
    .post('auth/local', { json: { ...credentials, locale: currentLanguage() } })
    .json();
  const { jwt, user } = v.parse(LoginResponseSchema, body);
  const session = { login: user.email, token: jwt, userId: user.id };
  startSession(session);
  return session;
}

/** Revokes the server session (and its refresh cookie) when reachable, then forgets the member here. */
export async function logOut(): Promise<void> {
  if (getSession()) {
    try {
      await http.post('auth/logout', { json: {} });
    } catch {
      // offline or already expired: the local session still ends
    }
  }
  endSession();
}

