import { fillIdentity, fillIdentityInBlocks } from '../operator/fill';
import type { OperatorIdentity } from '../operator/identity';

const DPO = /\{\{\s*dpo\s*\}\}/;

const mentionsDpo = (node: unknown) => DPO.test(JSON.stringify(node));

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Without a data protection officer (OPERATOR_DPO=none), each paragraph, heading or list item that
 * names `{{dpo}}` is left out, and a list left empty with it: the editors write the DPO's sentence as
 * a block of its own (docs/editors.md), so the text reads right with or without one. A placeholder
 * filled with nothing would leave "contact our DPO at ." behind.
 */
export function withoutDpoBlocks(blocks: unknown[]): unknown[] {
  const kept: unknown[] = [];
  for (const block of blocks) {
    if (!mentionsDpo(block)) {
      kept.push(block);
      continue;
    }
    if (isNode(block) && block.type === 'list' && Array.isArray(block.children)) {
      const children = withoutDpoBlocks(block.children);
      if (children.length > 0) kept.push({ ...block, children });
    }
  }
  return kept;
}

/** A legal text's body as readers get it: the operator's details filled in, the DPO's blocks only where there is one. */
export function fillLegalBody(body: unknown, identity: OperatorIdentity): unknown[] {
  if (!Array.isArray(body)) return [];
  return fillIdentityInBlocks(identity.dpo ? body : withoutDpoBlocks(body), identity);
}

export const fillLegalTitle = (title: string, identity: OperatorIdentity) => fillIdentity(title, identity);
