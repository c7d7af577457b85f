import * as v from 'valibot';

/** The signed-in member as the browser keeps it. The refresh token is an httpOnly cookie, never here. */
const SessionSchema = v.object({
  login: v.pipe(v.string(), v.email()),
  token: v.pipe(v.string(), v.minLength(1)),
  userId: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export type Session = v.InferOutput<typeof SessionSchema>;

export const SESSION_KEY = 'chispaUser';

let current: Session | null | undefined;
const listeners = new Set<() => void>();

function readStoredSession(): Session | null {
  const raw = localStorage.getItem(SESSION_KEY);
  if (raw === null) return null;
  try {
    const parsed = v.safeParse(SessionSchema, JSON.parse(raw));
    if (parsed.success) return parsed.output;
  } catch {
    // not JSON: treated like any other unreadable session below
  }
  localStorage.removeItem(SESSION_KEY);
  return null;
}

function emit() {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  if (current === undefined) current = readStoredSession();
  return current;
}

export function startSession(session: Session) {
  current = v.parse(SessionSchema, session);
  localStorage.setItem(SESSION_KEY, JSON.stringify(current));
  emit();
}

export function replaceToken(token: string) {
  const session = getSession();
  if (session) startSession({ ...session, token });
}

export function endSession() {
  const hadSession = getSession() !== null;
  current = null;
  localStorage.removeItem(SESSION_KEY);
  if (hadSession) emit();
}

export function subscribeToSession(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// A login or logout in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_KEY && event.key !== null) return;
    current = readStoredSession();
    emit();
  });
}
