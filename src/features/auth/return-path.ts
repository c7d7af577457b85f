const BASE = 'https://chispa.invalid';
/** Pages a member must not be sent back to once signed in: they would end the session or loop. */
const NO_RETURN = new Set(['/login', '/logout']);

const hasControlCharacter = (text: string) => [...text].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

/**
 * Where to send a member back after signing in (`/login?redirect=…`): a path on this site only.
 * Anything else (an absolute URL, `//host`, a backslash that browsers read as a slash, control
 * characters, the login and logout pages) is dropped, so the login page can never be turned into an
 * open redirect.
 */
export function returnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || NO_RETURN.has(url.pathname)) return undefined;
  return url.pathname + url.search + url.hash;
}
