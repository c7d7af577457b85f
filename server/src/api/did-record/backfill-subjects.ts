import type { Core } from '@strapi/strapi';
import { DOCUMENT_SUBJECTS, type Subject } from './subjects';

/**
 * Gives records written before they named their subject a link, read back from their `eventKey`
 * (`kind:userId:subject`, or `participation:userId:requestId`). Run at every bootstrap: it only
 * reads rows without a subject, so once they are linked it does nothing; rows it cannot link (an
 * adjustment, a challenge since deleted) stay without a subject and are shown as such.
 */
export async function backfillRecordSubjects(strapi: Core.Strapi) {
  const db = strapi.db.connection;
  const rows: { id: number; event_key: string; reason: string }[] = await db('did_records')
    .whereNull('subject_type')
    .whereNotNull('event_key')
    .whereNot('reason', 'adjustment')
    .select('id', 'event_key', 'reason');
  if (rows.length === 0) return;

  const challengeOfKind = new Map<string, string | null>();
  const challengeFor = async (kind: string) => {
    if (!challengeOfKind.has(kind)) {
      const row = await db('challenges').where('kind', kind).orderBy('id').first('document_id');
      challengeOfKind.set(kind, row?.document_id ?? null);
    }
    return challengeOfKind.get(kind) ?? null;
  };

  const subjectOf = async (reason: string, eventKey: string): Promise<Subject | null> => {
    if (reason === 'participation') {
      const requestKey = eventKey.slice('participation:'.length);
      const entry = await db('participations').where('request_key', requestKey).first('reward_document_id');
      return entry?.reward_document_id ? { subjectType: 'reward', subjectDocumentId: entry.reward_document_id } : null;
    }
    const documentSubject = DOCUMENT_SUBJECTS[reason];
    if (documentSubject) {
      const subject = eventKey.split(':').slice(2).join(':');
      return subject ? { subjectType: documentSubject, subjectDocumentId: subject } : null;
    }
    const challenge = await challengeFor(reason);
    return challenge ? { subjectType: 'challenge', subjectDocumentId: challenge } : null;
  };

  let linked = 0;
  for (const row of rows) {
    const subject = await subjectOf(row.reason, row.event_key);
    if (!subject) continue;
    await db('did_records')
      .where('id', row.id)
      .whereNull('subject_type')
      .update({ subject_type: subject.subjectType, subject_document_id: subject.subjectDocumentId });
    linked += 1;
  }
  if (linked > 0) strapi.log.info(`did-records: linked ${linked} earlier records to their subjects`);
}
