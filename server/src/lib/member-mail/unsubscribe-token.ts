import { createHmac, timingSafeEqual } from 'node:crypto';
import { verificationSecret } from '../eligibility/keyed-hash';

/**
 * A mail's one-click unsubscribe token: the member's id and their settings' nonce, signed with an
 * HMAC under the server's VERIFICATION_SECRET (its own purpose in the signed text, so it is no other
 * keyed hash). Nobody can make one for another member; rotating the nonce voids every link sent.
 */
const signature = (userId: number, nonce: string) => createHmac('sha256', verificationSecret()).update(`mail-unsubscribe\n${userId}\n${nonce}`).digest('base64url');

export const unsubscribeToken = (userId: number, nonce: string) => `${userId}.${nonce}.${signature(userId, nonce)}`;

/** The app's pages a mail links to. */
export const MAIL_PAGES = { inbox: '/inbox', settings: '/profile#mail-settings', unsubscribe: '/unsubscribe' };

/** The app's page that asks before it unsubscribes (a person's click), and the one-click POST's address (RFC 8058), as paths. */
export const unsubscribePaths = (token: string) => ({
  page: `${MAIL_PAGES.unsubscribe}?token=${encodeURIComponent(token)}`,
  oneClick: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`,
});

const SHAPE = /^([1-9][0-9]{0,11})\.([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

/** The member and nonce a token carries, when its signature is ours; null otherwise. */
export function readUnsubscribeToken(token: unknown): { userId: number; nonce: string } | null {
  if (typeof token !== 'string') return null;
  const match = SHAPE.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const nonce = match[2]!;
  const given = Buffer.from(match[3]!);
  const expected = Buffer.from(signature(userId, nonce));
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, nonce } : null;
}
