import type { Core } from '@strapi/strapi';
import { DOCUMENT_SUBJECTS } from '../../did-record/subjects';
import { insertMemberRecord } from '../../../lib/member-records';
import { memoUntilPublicWrite } from '../../../lib/public-memo';

export type AwardKind = 'register' | 'completeProfile' | 'vote' | 'shareProject' | 'sharePost' | 'referral';

/**
 * Pays a challenge's DIDs for an event, at most once per (kind, member, subject). Call it inside
 * the member's transaction (inMemberTransaction): the row lock makes the check-then-insert safe.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** The published challenge of a kind, kept until editors write public content. */
  const challengeOf = memoUntilPublicWrite((kind) =>
    strapi.documents('api::challenge.challenge').findFirst({ filters: { kind }, fields: ['dids'], status: 'published' }),
  );

  const award = async (userId: number, kind: AwardKind, subject: string): Promise<number> => {
    const eventKey = `${kind}:${userId}:${subject}`;
    const records = strapi.db.query('api::did-record.did-record');
    if (await records.findOne({ where: { eventKey }, select: ['id'] })) return 0;

    const challenge = await challengeOf(kind);
    const dids = Number(challenge?.dids ?? 0);
    if (dids <= 0) return 0;

    // The record links what it is about: the project or news post of a vote or share; otherwise the
    // challenge itself (a referral never names the member who was referred).
    const documentSubject = DOCUMENT_SUBJECTS[kind];
    const link = documentSubject
      ? { subjectType: documentSubject, subjectDocumentId: subject }
      : { subjectType: 'challenge' as const, subjectDocumentId: challenge!.documentId };
    await insertMemberRecord(strapi, 'api::did-record.did-record', userId, { amount: dids, reason: kind, eventKey, ...link });
    return dids;
  };
  return { award };
};
