import { createHmac } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { refusal } from '../errors';
import { verificationSecret } from './keyed-hash';
import { ownStatement, ownTable } from '../strapi-internals';

/**
 * A proof-of-work challenge (ALTCHA, self-hosted: no third party, no cookie, no tracking) before a
 * sign-up or a password-reset mail: a browser spends about a second of work, which costs a script
 * that makes thousands of accounts thousands of seconds. The challenge is signed with a key derived
 * from VERIFICATION_SECRET, lasts 10 minutes, and its solution is good once (its signature is kept
 * until it expires, in the database, so every instance refuses a second use).
 */
const ALGORITHM = 'SHA-256';
const TERM_S = 10 * 60;
const USED = 'chispa_used_challenges';

/** How much work: the solver tries counters from 0 up to one picked at random below this (CHALLENGE_MAX_NUMBER; tests make it small). */
const maxNumber = () => Math.max(2, Number(process.env.CHALLENGE_MAX_NUMBER ?? 50_000));
const signingKey = () => createHmac('sha256', verificationSecret()).update('proof-of-work').digest('hex');

export async function newChallenge(): Promise<Challenge> {
  const high = maxNumber();
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(Math.floor(high / 10), high),
    deriveKey,
    expiresAt: new Date(Date.now() + TERM_S * 1000),
    hmacSignatureSecret: signingKey(),
  });
}

type Payload = { challenge: Challenge; solution: Solution };

/** The widget's payload: base64 of `{ challenge, solution }`, or null when it is not one. */
function payloadOf(text: unknown): Payload | null {
  if (typeof text !== 'string' || text.length > 4000) return null;
  try {
    const payload = JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as Payload;
    return payload && typeof payload === 'object' && payload.challenge?.parameters && typeof payload.challenge.signature === 'string' && payload.solution ? payload : null;
  } catch {
    return null;
  }
}

/**
 * Refuses a request without a solved, unexpired, unused challenge: `400 challenge.required` (none,
 * or not one), `challenge.failed` (wrong, expired or already used).
 */
export async function assertSolved(strapi: Core.Strapi, text: unknown) {
  const payload = payloadOf(text);
  if (!payload) throw refusal(400, 'challenge.required', 'Solve the anti-robot check first');
  const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: signingKey() }).catch(() => null);
  if (!result?.verified) throw refusal(400, 'challenge.failed', 'The anti-robot check did not pass: try it again');
  const now = Math.floor(Date.now() / 1000);
  // The database decides which of two uses of one solution is first: the other inserts nothing.
  const inserted = await ownStatement(strapi, `insert into ${USED} (signature, expires_at) values (?, ?) on conflict (signature) do nothing returning signature`, [
    payload.challenge.signature!,
    payload.challenge.parameters.expiresAt ?? now + TERM_S,
  ]);
  if (inserted.length === 0) throw refusal(400, 'challenge.failed', 'This anti-robot check has been used: try it again');
  // Now and then, the expired ones go.
  if (Math.random() < 0.01) await ownTable(strapi, USED).where('expires_at', '<', now).delete();
}
