import type { Core } from '@strapi/strapi';
import { DOCUMENT_SUBJECTS } from '../../did-record/subjects';
import { writeKeyedRecords, type KeyedRecord } from '../../../lib/strapi-internals';
import { memoUntilPublicWrite } from '../../../lib/public-memo';

export type AwardKind = 'register' | 'completeProfile' | 'vote' | 'shareProject' | 'sharePost' | 'referral';

/** What a challenge pays, read before the member's write (which must do nothing but SQL). */
export type Challenge = { documentId: string; dids: number };

const RECORD = 'api::did-record.did-record';

/**
 * Pays a challenge's DIDs for an event, at most once per (kind, member, subject): the record's event
 * key has a unique index, so a second payment of the same event is never written, locked or not.
 * `paymentOf` is the record to write beside another (a vote's award: writeKeyedRecords); `award`
 * writes it alone.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** The published challenge of a kind, kept until editors write public content. */
  const challengeOf = memoUntilPublicWrite(async (kind): Promise<Challenge | null> => {
    const challenge = await strapi.documents('api::challenge.challenge').findFirst({ filters: { kind }, fields: ['dids'], status: 'published', sort: 'id:asc' });
    return challenge ? { documentId: challenge.documentId, dids: Number(challenge.dids ?? 0) } : null;
  });

  /** The DID record that pays `challenge` for an event, or null when it pays nothing. */
  const paymentOf = (userId: number, kind: AwardKind, subject: string, challenge: Challenge | null): KeyedRecord | null => {
    if (!challenge || challenge.dids <= 0) return null;
    const eventKey = `${kind}:${userId}:${subject}`;
    // The record links what it is about: the project or news post of a vote or share; otherwise the
    // challenge itself (a referral never names the member who was referred).
    const documentSubject = DOCUMENT_SUBJECTS[kind];
    const link = documentSubject
      ? { subjectType: documentSubject, subjectDocumentId: subject }
      : { subjectType: 'challenge' as const, subjectDocumentId: challenge.documentId };
    return { uid: RECORD, data: { amount: challenge.dids, reason: kind, eventKey, ...link }, unlessTaken: 'eventKey' };
  };

  /** Pays a challenge for an event: answers the DIDs paid (0 if this event was paid already). */
  const award = async (userId: number, kind: AwardKind, subject: string): Promise<number> => {
    const challenge = await challengeOf(kind);
    const payment = paymentOf(userId, kind, subject, challenge);
    if (!payment) return 0;
    const [paid] = await writeKeyedRecords(strapi, userId, [payment]);
    return paid ? challenge!.dids : 0;
  };
  return { award, challengeOf, paymentOf };
};
