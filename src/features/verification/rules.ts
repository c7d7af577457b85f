/** Who may take part in an action (server/src/lib/eligibility/requirements.ts, compared in rules.test.ts). */
export type Requirement = 'anyMember' | 'verified' | 'census' | 'code';
export type Method = 'census' | 'code' | null;

/** Whether a member verified by `method` meets `requirement` (an unknown requirement asks nothing, as the server reads it). */
export function meetsRequirement(method: Method | undefined, requirement: string | null | undefined): boolean {
  if (requirement === 'verified') return method === 'census' || method === 'code';
  if (requirement === 'census' || requirement === 'code') return method === requirement;
  return true;
}

/** The Crockford letters an invitation code is made of; the form shows what it will send as it is typed. */
export function codeAsTyped(typed: string): string {
  const text = typed.toUpperCase().replace(/[^0-9A-Z]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1').slice(0, 16);
  return text.match(/.{1,4}/g)?.join('-') ?? '';
}
