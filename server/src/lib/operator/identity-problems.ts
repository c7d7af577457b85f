import { DEMO_IDENTITY, IDENTITY_SETTINGS, type OperatorIdentity } from './identity';
import { isValidSpanishTaxId } from './tax-id';

/**
 * What production refuses in the operator's identity (docs/decisions/privacy/operator-identity.md),
 * one problem per setting, each naming it: production-settings.ts lists them with the others.
 * Mirrored in scripts/lib/operator-identity.mjs, which `npm run start:production` checks first.
 */

/** Words that mark a value as not yet filled in, as whole words in any case. */
const PLACEHOLDER_WORDS = /(?<![\p{L}\p{N}])(examples?|ejemplos?|exemples?|demo|placeholder|change ?me|todo|tbd|x{3,}|lorem ipsum)(?![\p{L}\p{N}])/iu;

/** Domains no mailbox can be reached at: RFC 2606/6761's, mDNS's .local, ICANN's .internal, home.arpa. */
const RESERVED_DOMAIN = /(^|\.)(example|test|invalid|localhost|local|internal|home\.arpa|example\.(com|org|net))$/i;

/** One address, as a mail server would accept it in a To: line (no display name). */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@((?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59}))$/;

const DPO_NONE = 'none';

/** A value as the demo's is compared: in any case, and with any spacing, dots or dashes ("B-00000000"). */
const folded = (value: string) => value.toLowerCase().replace(/[\s.-]/g, '');

function emailProblem(name: string, value: string): string | null {
  const domain = EMAIL.exec(value)?.[1];
  if (!domain) return `${name} is not a valid e-mail address`;
  if (RESERVED_DOMAIN.test(domain)) return `${name} is at a reserved domain (${domain.toLowerCase()}), where no mail arrives`;
  return null;
}

/** The problem with one setting's value, or null. */
function problemOf(field: keyof OperatorIdentity, env: NodeJS.ProcessEnv): string | null {
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

/** Every problem with the operator's identity settings, in their order; empty when production may run on them. */
export function identityProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const fields = Object.keys(IDENTITY_SETTINGS) as (keyof OperatorIdentity)[];
  return fields.map((field) => problemOf(field, env)).filter((problem): problem is string => problem !== null);
}
