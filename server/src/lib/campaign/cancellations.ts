import type { Core } from '@strapi/strapi';
import { drawStageSubquery, isDrawOpen } from '../draws/entry-rule';
import { refusal } from '../errors';
import { inMemberWrite, knexSql } from '../member-writes/member-sql';
import { insertMemberRecord, memberLinkOf, tableOf } from '../member-writes/records';

const ENTRIES = 'api::participation.participation';
const RECORD = 'api::did-record.did-record';

type Entry = { id: number; userId: number; rewardDocumentId: string; total: number; requestKey: string };

const gone = () => refusal(404, 'campaign.entry.notFound', 'Esta participación no existe o ya se anuló');

/** The key of an entry's refund: one per entry, whoever cancels it and however often. */
export const refundKey = (requestKey: string) => `refund:${requestKey}`;

/**
 * Cancels a DIDs entry while its draw still takes entries: the entry and its link are deleted and its
 * DIDs given back (a `refund` record naming the reward, the editor and why) in one transaction under
 * the member's lock. The tickets are listed from the entries at the freeze, so a deleted entry has
 * none. Once the draw is frozen or drawn the entry stays: its tickets are in a published list.
 */
export async function cancelEntry(strapi: Core.Strapi, entryDocumentId: string, { editor, note }: { editor: string; note: string }) {
  const entry = await entryOf(strapi, entryDocumentId);
  if (!entry) throw gone();
  return inMemberWrite(strapi, entry.userId, async (sql) => {
    const stage = await sql.one<{ stage: string | null }>(`select (${drawStageSubquery(strapi)}) as stage`, [entry.rewardDocumentId]);
    if (!isDrawOpen(stage?.stage)) {
      throw refusal(409, 'campaign.entry.drawFrozen', 'El sorteo ya tiene su lista de papeletas: esta participación no se puede anular');
    }
    const { table } = tableOf(strapi, ENTRIES);
    const link = memberLinkOf(strapi, ENTRIES);
    // The delete decides between concurrent cancellations: only the one that removes the row refunds.
    const deleted = await sql.one(`delete from "${table}" where id = ? returning id`, [entry.id]);
    if (!deleted) throw gone();
    await sql.one(`delete from "${link.table}" where "${link.record}" = ?`, [entry.id]);
    await insertMemberRecord(sql, strapi, RECORD, entry.userId, {
      amount: entry.total,
      reason: 'refund',
      note,
      correctedBy: editor,
      eventKey: refundKey(entry.requestKey),
      subjectType: 'reward',
      subjectDocumentId: entry.rewardDocumentId,
    });
    return { refunded: entry.total, memberId: entry.userId };
  });
}

async function entryOf(strapi: Core.Strapi, documentId: string): Promise<Entry | null> {
  const { table, column } = tableOf(strapi, ENTRIES);
  const link = memberLinkOf(strapi, ENTRIES);
  const row = await knexSql(strapi.db.connection).one(
    `select r.id, l."${link.user}" as user_id, r."${column('rewardDocumentId')}" as reward, r."${column('total')}" as total, r."${column('requestKey')}" as request_key
     from "${table}" r join "${link.table}" l on l."${link.record}" = r.id where r.document_id = ? limit 1`,
    [documentId],
  );
  if (!row) return null;
  return { id: Number(row.id), userId: Number(row.user_id), rewardDocumentId: String(row.reward), total: Number(row.total), requestKey: String(row.request_key) };
}
