import { createHash } from 'node:crypto';

/** The password rule of the forms and the server alike (spec §3): 8 to 255 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 255;

/** bcrypt, which Strapi hashes passwords with, reads only a password's first 72 bytes (Strapi refuses more). */
const BCRYPT_BYTES = 72;
const PREFIX = 'chispa-sha256:';

/**
 * What the server hashes and compares for a password a member typed. Up to bcrypt's 72 bytes: the
 * password itself, so every existing password keeps working. Longer (a passphrase, or a shorter one
 * in a script of several bytes per character, up to the 255 characters the form allows): its SHA-256,
 * which bcrypt then reads whole (a 58-byte text), so every character counts and none is cut. Such
 * passwords were refused before, so no stored hash was made from one. Beyond 255 characters it is
 * left as it is, for the validators to refuse.
 */
export function passwordForHashing(password: string): string {
  if (Buffer.byteLength(password, 'utf8') <= BCRYPT_BYTES || password.length > PASSWORD_MAX) return password;
  return `${PREFIX}${createHash('sha256').update(password, 'utf8').digest('base64')}`;
}
