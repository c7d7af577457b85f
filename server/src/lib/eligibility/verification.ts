import type { Core } from '@strapi/strapi';
import { inMemberTransaction, ownTable } from '../strapi-internals';
import { payAwardsHeldFor } from './joining-awards';
import type { VerificationMethod } from './requirements';

const USERS = 'plugin::users-permissions.user';
const RECORDS = 'api::verification.verification';
/** The tables a method's proof is claimed in (migration `eligibility`), by the member who claimed it. */
export const CLAIMS = { census: 'chispa_census_entries', code: 'chispa_invitation_codes' } as const;

export type VerificationState = { method: VerificationMethod | null; verifiedAt: string | null };

/**
 * A member proved who they are by `method`: kept on their row (which every member request reads
 * already, so the rules need no other read), recorded as a Verification, and what joining held for
 * it paid (lib/eligibility/joining-awards.ts). A member holds one method at a time: the latest.
 */
export async function recordVerification(strapi: Core.Strapi, memberId: number, method: VerificationMethod): Promise<VerificationState> {
  const at = new Date();
  await inMemberTransaction(strapi, memberId, async () => {
    await strapi.db.query(USERS).update({ where: { id: memberId }, data: { verificationMethod: method, verifiedAt: at } });
    await strapi.db.query(RECORDS).create({ data: { method, verifiedAt: at, user: memberId } });
  });
  await payAwardsHeldFor(strapi, memberId);
  return { method, verifiedAt: at.toISOString() };
}

/**
 * Ends a member's verification, with who and why (an editor's name and note, or the census upload
 * that no longer lists them), kept on their Verification records. The census line or code they
 * claimed is freed: a revocation usually means it was someone else's, who may now use it.
 */
export async function revokeVerification(strapi: Core.Strapi, memberId: number, { by, note }: { by: string; note: string }) {
  const at = new Date();
  await inMemberTransaction(strapi, memberId, async () => {
    await strapi.db.query(USERS).update({ where: { id: memberId }, data: { verificationMethod: null, verifiedAt: null } });
    const open = (await strapi.db.query(RECORDS).findMany({ where: { user: memberId, revokedAt: null }, select: ['id'] })) as Array<{ id: number }>;
    if (open.length > 0) await strapi.db.query(RECORDS).updateMany({ where: { id: { $in: open.map(({ id }) => id) } }, data: { revokedAt: at, revokedBy: by, revokeNote: note } });
  });
  for (const table of Object.values(CLAIMS)) await ownTable(strapi, table).where({ claimed_by: memberId }).update({ claimed_by: null, claimed_at: null });
}

/**
 * A deleted account's claims stay claimed, without the member: the same person cannot verify a
 * second account with the same census line or code in the same campaign (docs/security.md).
 */
export async function forgetClaimant(strapi: Core.Strapi, memberId: number) {
  for (const table of Object.values(CLAIMS)) await ownTable(strapi, table).where({ claimed_by: memberId }).update({ claimed_by: null });
}

/**
 * Claims a proof (a census line's or a code's hash) for a member, once: of two members at once, one
 * gets it. Answers `claimed` (now, or already by this member), `taken` (by another, or by an
 * account since deleted) or `unknown`.
 */
export async function claimProof(strapi: Core.Strapi, method: VerificationMethod, key: { column: string; value: string }, memberId: number): Promise<'claimed' | 'taken' | 'unknown'> {
  const rows = () => ownTable(strapi, CLAIMS[method]).where(key.column, key.value);
  const updated = await rows().whereNull('claimed_at').update({ claimed_by: memberId, claimed_at: new Date() });
  if (Number(updated) === 1) return 'claimed';
  const row = (await rows().first('claimed_by', 'claimed_at')) as { claimed_by: number | null } | undefined;
  if (!row) return 'unknown';
  return row.claimed_by !== null && Number(row.claimed_by) === memberId ? 'claimed' : 'taken';
}
