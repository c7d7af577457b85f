import { createHmac } from 'node:crypto';

/**
 * HMAC-SHA256 of a census line or an invitation code under the server's `VERIFICATION_SECRET`: the
 * server keeps only these, never the document numbers, birth dates or codes themselves. Without the
 * secret a stolen table cannot be searched for a person; rotating it empties the census and the
 * codes (upload the census again, and send new codes).
 */
export type Purpose = 'census' | 'postal' | 'code';

let secret: string | undefined;

export function verificationSecret(): string {
  secret ??= process.env.VERIFICATION_SECRET?.trim();
  if (!secret) throw new Error('VERIFICATION_SECRET is not set');
  return secret;
}

export const keyedHash = (purpose: Purpose, text: string) => createHmac('sha256', verificationSecret()).update(`${purpose}\n${text}`).digest('hex');
