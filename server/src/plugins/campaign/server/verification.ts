import type { Core } from '@strapi/strapi';
import { refusal } from '../../../lib/errors';
import { revokeVerification } from '../../../lib/eligibility/verification';
import { codeBatches } from '../../../lib/eligibility/codes/generate';
import type { CensusUpload, Revoked, VerificationOverview } from '../shared/contracts';

const USERS = 'plugin::users-permissions.user';

/** Who may take part, for editors: members verified by each method, the latest census uploads and the code batches with their use. */
export async function verificationOverview(strapi: Core.Strapi): Promise<VerificationOverview> {
  const users = strapi.db.query(USERS);
  const [census, code, all] = await Promise.all([users.count({ where: { verificationMethod: 'census' } }), users.count({ where: { verificationMethod: 'code' } }), users.count({})]);
  const uploads = (await strapi.db.query('api::census-upload.census-upload').findMany({
    orderBy: { id: 'desc' },
    limit: 5,
    select: ['documentId', 'rows', 'skipped', 'withPostalCodes', 'whenUnlisted', 'membersKept', 'membersRevoked', 'editor', 'createdAt', 'completedAt'],
  })) as CensusUpload[];
  return { members: { census, code, unverified: all - census - code }, uploads, codeBatches: await codeBatches(strapi) };
}

/** An editor ends a member's verification, with a note; kept with the editor's name (lib/eligibility/verification.ts). */
export async function revokeMemberVerification(strapi: Core.Strapi, email: string, { editor, note }: { editor: string; note: string }): Promise<Revoked> {
  const member = (await strapi.db.query(USERS).findOne({ where: { email: { $eqi: email.trim() } }, select: ['id', 'verificationMethod'] })) as { id: number; verificationMethod: string | null } | null;
  if (!member) throw refusal(404, 'campaign.member.notFound', 'No hay ningún miembro con ese e-mail');
  if (!member.verificationMethod) throw refusal(409, 'campaign.verification.none', 'Este miembro no está verificado');
  await revokeVerification(strapi, member.id, { by: editor, note });
  return { revoked: member.verificationMethod };
}
