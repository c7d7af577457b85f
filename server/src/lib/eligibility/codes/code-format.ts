import { randomBytes } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or off paper is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 16 characters of 5 bits: 80 bits of randomness, beyond guessing at any rate the throttle allows. */
export const CODE_LENGTH = 16;

/** A new invitation code, as printed: `ABCD-EFGH-JKMN-PQRS`. */
export function newCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return code.match(/.{4}/g)!.join('-');
}

/**
 * A code as a member types it, in its one spelling: case, spaces, dashes and dots ignored, and the
 * letters Crockford reads as digits (O as 0, I and L as 1) read so. Null when it cannot be a code.
 */
export function normaliseCode(typed: string): string | null {
  const text = typed.toUpperCase().replace(/[\s.\-_]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return text.length === CODE_LENGTH && [...text].every((char) => ALPHABET.includes(char)) ? text : null;
}
