import type { OperatorIdentity } from './identity';

/**
 * Editors write the operator's details into legal texts and other content as `{{legalName}}`,
 * `{{taxId}}`, `{{address}}`, `{{registry}}`, `{{contactEmail}}`, `{{privacyEmail}}` and `{{dpo}}`
 * (docs/editors.md); they are filled when the text is read, so a correction to the identity needs
 * no new version of any text. An unknown name is left as written, for the editor to see.
 */
const PLACEHOLDER = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;

export function fillIdentity(text: string, identity: OperatorIdentity): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(identity, name)) return whole;
    const value = identity[name as keyof OperatorIdentity];
    // No data protection officer: nothing (legal-texts/fill.ts leaves out the blocks that name one).
    return value ?? '';
  });
}

/** A rich-text (Strapi blocks) value with every text and link address filled; anything else is returned as it is. */
export function fillIdentityInBlocks<T>(blocks: T, identity: OperatorIdentity): T {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node !== 'object' || node === null) return node;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      copy[key] = (key === 'text' || key === 'url') && typeof value === 'string' ? fillIdentity(value, identity) : visit(value);
    }
    return copy;
  };
  return visit(blocks) as T;
}
