/**
 * Spain's tax identification numbers, checked by their control character (Agencia Tributaria's
 * published algorithms): a person's NIF (DNI: 8 digits and a letter), a foreigner's NIE (X, Y or Z,
 * 7 digits and a letter) and an organisation's CIF (its form's letter, 7 digits and a control digit
 * or letter). A mistyped number is refused at boot rather than printed in every legal text.
 * Mirrored in scripts/lib/operator-identity.mjs (production-settings.test.mjs keeps them equal).
 */

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';
/** The organisation forms whose control is a letter, and those whose control is a digit; the others take either. */
const CIF_LETTER_CONTROL = 'NPQRSW';
const CIF_DIGIT_CONTROL = 'ABEH';

/** Upper case, without the spaces, dots and dashes people write in, nor the "ES" of a VAT number. */
export function normalisedTaxId(value: string): string {
  const compact = value.toUpperCase().replace(/[\s.-]/g, '');
  return /^ES[0-9A-Z]{9}$/.test(compact) ? compact.slice(2) : compact;
}

function validDniOrNie(id: string): boolean {
  const match = /^([XYZ]\d{7}|\d{8})([A-Z])$/.exec(id);
  if (!match) return false;
  const number = Number(match[1]!.replace(/^[XYZ]/, (letter) => String('XYZ'.indexOf(letter))));
  return DNI_LETTERS[number % 23] === match[2];
}

function validCif(id: string): boolean {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!match) return false;
  const [, form, digits, control] = match as unknown as [string, string, string, string];
  let sum = 0;
  for (let index = 0; index < 7; index += 1) {
    const digit = Number(digits[index]);
    // The 1st, 3rd, 5th and 7th digits count doubled, their two figures added; the others as they are.
    sum += index % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  }
  const controlDigit = (10 - (sum % 10)) % 10;
  const asDigit = control === String(controlDigit);
  const asLetter = control === CIF_CONTROL_LETTERS[controlDigit];
  if (CIF_LETTER_CONTROL.includes(form)) return asLetter;
  if (CIF_DIGIT_CONTROL.includes(form)) return asDigit;
  return asDigit || asLetter;
}

/** Whether the value is a NIF, NIE or CIF whose control character matches. */
export function isValidSpanishTaxId(value: string): boolean {
  const id = normalisedTaxId(value);
  // One digit repeated (00000000T, B00000000, 11111111H) checks out and is nobody's number.
  if (/^\D?(\d)\1{6,7}\D?$/.test(id)) return false;
  return validDniOrNie(id) || validCif(id);
}
