/** The check letters of Spain's DNI and NIE, indexed by the number modulo 23 (Ministerio del Interior). */
const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_PREFIX: Record<string, string> = { X: '0', Y: '1', Z: '2' };

export type DocumentNumber =
  | { ok: true; value: string; kind: 'dni' | 'nie' | 'other' }
  | { ok: false; reason: 'empty' | 'checkLetter' | 'format' };

/**
 * A document number as the census and a member may write it, in one spelling: upper case, without
 * spaces, dashes, dots or slashes. A Spanish DNI (8 digits and a letter; fewer digits are the same
 * number with leading zeros) or NIE (X, Y or Z, 7 digits and a letter) must carry its right check
 * letter; any other document of 5 to 20 letters and digits (a passport, a foreign ID) is taken as it is.
 */
export function normaliseDocumentNumber(raw: string): DocumentNumber {
  const text = raw.normalize('NFKC').toUpperCase().replace(/[\s.\-/_]/g, '');
  if (!text) return { ok: false, reason: 'empty' };
  const dni = /^(\d{1,8})([A-Z])$/.exec(text);
  if (dni) {
    const digits = dni[1]!.padStart(8, '0');
    return LETTERS[Number(digits) % 23] === dni[2] ? { ok: true, value: `${digits}${dni[2]}`, kind: 'dni' } : { ok: false, reason: 'checkLetter' };
  }
  const nie = /^([XYZ])(\d{7})([A-Z])$/.exec(text);
  if (nie) {
    return LETTERS[Number(`${NIE_PREFIX[nie[1]!]}${nie[2]}`) % 23] === nie[3] ? { ok: true, value: text, kind: 'nie' } : { ok: false, reason: 'checkLetter' };
  }
  // All digits, or digits then a letter that is not a DNI's: a DNI mistyped, never another document.
  if (/^\d+[A-Z]?$/.test(text) || /^[XYZ]\d+[A-Z]?$/.test(text)) return { ok: false, reason: 'format' };
  return /^[A-Z0-9]{5,20}$/.test(text) ? { ok: true, value: text, kind: 'other' } : { ok: false, reason: 'format' };
}
