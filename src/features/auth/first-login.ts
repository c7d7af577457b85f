/**
 * A member who has just set their first password (the link mailed at registration,
 * `/reset?code=…&welcome=1`) is greeted with a welcome at their next login in this tab, not with
 * "welcome back". Kept per tab (sessionStorage) and per address, and used once.
 */
const KEY = 'chispaFirstLogin';

export function markFirstLogin(email: string) {
  try {
    sessionStorage.setItem(KEY, email.trim().toLowerCase());
  } catch {
    // storage blocked: the usual greeting
  }
}

/** Whether this login is the member's first (and forgets it, so it greets once). */
export function takeFirstLogin(email: string): boolean {
  try {
    const marked = sessionStorage.getItem(KEY);
    if (marked === null) return false;
    sessionStorage.removeItem(KEY);
    return marked === email.trim().toLowerCase();
  } catch {
    return false;
  }
}
