// What the app's anti-robot widget does in a browser, for scripts and tests that act as members: ask
// the server for a proof-of-work challenge and solve it (server/src/lib/eligibility/proof-of-work.ts).
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** The routes that ask for a solved challenge. */
export const CHALLENGED_PATHS = new Set(['/api/auth/local/register', '/api/auth/forgot-password', '/api/barrier-reports']);

/**
 * A solved challenge from the server at `base`, as the widget sends it (base64 of the challenge and
 * its solution).
 * @param {string | URL} base
 * @param {(url: URL) => Promise<Response>} [get]
 */
export async function solvedChallenge(base, get = (url) => fetch(url)) {
  const response = await get(new URL('/api/pow-challenge', base));
  if (!response.ok) throw new Error(`GET /api/pow-challenge: ${response.status}`);
  const challenge = await response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the proof-of-work challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
