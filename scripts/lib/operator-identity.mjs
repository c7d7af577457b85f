// The operator's identity as `npm run start:production` checks it before it builds anything: a copy of
// server/src/lib/operator/identity.ts (its settings and the demo's values), tax-id.ts and
// identity-problems.ts, whose build holds only server/. production-settings.test.mjs keeps them equal.

export const IDENTITY_SETTINGS = {
  legalName: 'OPERATOR_LEGAL_NAME',
  taxId: 'OPERATOR_TAX_ID',
  address: 'OPERATOR_ADDRESS',
  registry: 'OPERATOR_REGISTRY',
  contactEmail: 'OPERATOR_CONTACT_EMAIL',
  privacyEmail: 'OPERATOR_PRIVACY_EMAIL',
  dpo: 'OPERATOR_DPO',
};

export const DEMO_IDENTITY = {
  legalName: 'Chispa Demo, S.L. (ejemplo)',
  taxId: 'B00000000',
  address: 'Carrer de l’Exemple 1, 08001 Barcelona (ejemplo)',
  registry: 'Registro Mercantil de Barcelona, tomo 0, folio 0, hoja B-000000 (ejemplo)',
  contactEmail: 'hola@chispa.example',
  privacyEmail: 'privacidad@chispa.example',
  dpo: null,
};

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';
const CIF_LETTER_CONTROL = 'NPQRSW';
const CIF_DIGIT_CONTROL = 'ABEH';

/** @param {string} value */
export function normalisedTaxId(value) {
  const compact = value.toUpperCase().replace(/[\s.-]/g, '');
  return /^ES[0-9A-Z]{9}$/.test(compact) ? compact.slice(2) : compact;
}

/** @param {string} id */
function validDniOrNie(id) {
  const match = /^([XYZ]\d{7}|\d{8})([A-Z])$/.exec(id);
  if (!match) return false;
  const number = Number(match[1].replace(/^[XYZ]/, (letter) => String('XYZ'.indexOf(letter))));
  return DNI_LETTERS[number % 23] === match[2];
}

/** @param {string} id */
function validCif(id) {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!match) return false;
  const [, form, digits, control] = match;
  let sum = 0;
  for (let index = 0; index < 7; index += 1) {
    const digit = Number(digits[index]);
    sum += index % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  }
  const controlDigit = (10 - (sum % 10)) % 10;
  const asDigit = control === String(controlDigit);
  const asLetter = control === CIF_CONTROL_LETTERS[controlDigit];
  if (CIF_LETTER_CONTROL.includes(form)) return asLetter;
  if (CIF_DIGIT_CONTROL.includes(form)) return asDigit;
  return asDigit || asLetter;
}

/** @param {string} value */
export const isValidSpanishTaxId = (value) => {
  const id = normalisedTaxId(value);
  // One digit repeated (00000000T, B00000000, 11111111H) checks out and is nobody's number.
  if (/^\D?(\d)\1{6,7}\D?$/.test(id)) return false;
  return validDniOrNie(id) || validCif(id);
};

const PLACEHOLDER_WORDS = /(?<![\p{L}\p{N}])(examples?|ejemplos?|exemples?|demo|placeholder|change ?me|todo|tbd|x{3,}|lorem ipsum)(?![\p{L}\p{N}])/iu;
const RESERVED_DOMAIN = /(^|\.)(example|test|invalid|localhost|local|internal|home\.arpa|example\.(com|org|net))$/i;
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@((?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59}))$/;
const DPO_NONE = 'none';
/** @param {string} value */
const folded = (value) => value.toLowerCase().replace(/[\s.-]/g, '');

/** @param {string} name @param {string} value */
function emailProblem(name, value) {
  const domain = EMAIL.exec(value)?.[1];
  if (!domain) return `${name} is not a valid e-mail address`;
  if (RESERVED_DOMAIN.test(domain)) return `${name} is at a reserved domain (${domain.toLowerCase()}), where no mail arrives`;
  return null;
}

/** @param {keyof typeof IDENTITY_SETTINGS} field @param {Record<string, string | undefined>} env */
function problemOf(field, env) {
  const name = IDENTITY_SETTINGS[field];
  const value = env[name]?.trim() ?? '';
  if (!value) return field === 'dpo' ? `${name} is not set (an address, or "${DPO_NONE}" where there is no data protection officer)` : `${name} is not set`;
  if (field === 'dpo' && value.toLowerCase() === DPO_NONE) return null;
  const demo = DEMO_IDENTITY[field];
  // The demo's value, also without its "(ejemplo)" mark.
  if (demo !== null && [demo, demo.replace(/\s*\(ejemplo\)$/, '')].some((shown) => folded(value) === folded(shown))) return `${name} is still the demo's value`;
  const word = PLACEHOLDER_WORDS.exec(value)?.[0];
  if (word) return `${name} is a placeholder (it says "${word}")`;
  if (field === 'contactEmail' || field === 'privacyEmail' || field === 'dpo') return emailProblem(name, value);
  if (field === 'registry' && /\d/.test(value) && (value.match(/\d+/g) ?? []).every((number) => /^0+$/.test(number))) return `${name} is a placeholder (its numbers are all zero)`;
  if (field === 'taxId' && !isValidSpanishTaxId(value)) return `${name} is not a valid NIF, NIE or CIF (its control character does not match)`;
  return null;
}

/** Every problem with the operator's identity settings, each naming its setting. */
export function identityProblems(env = process.env) {
  return /** @type {(keyof typeof IDENTITY_SETTINGS)[]} */ (Object.keys(IDENTITY_SETTINGS)).map((field) => problemOf(field, env)).filter((problem) => problem !== null);
}
