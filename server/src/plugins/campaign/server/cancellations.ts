import type { Core } from '@strapi/strapi';
import { isDrawOpen, refundKey } from '../../../lib/draws/entry-rule';
import { refusal } from '../../../lib/errors';
import { deleteEntryIn, drawStageIn, entryWithMember, inMemberWrite, insertMemberRecord } from '../../../lib/strapi-internals';
import type { Cancelled } from '../shared/contracts';

const RECORD = 'api::did-record.did-record';

const gone = () => refusal(404, 'campaign.entry.notFound', 'Esta participación no existe o ya se anuló');

/**
 * Cancels a DIDs entry while its draw still takes entries: the entry and its link are deleted and its
 * DIDs given back (a `refund` record naming the reward, the editor and why) in one transaction under
 * the member's lock. The tickets are listed from the entries at the freeze, so a deleted entry has
 * none. Once the draw is frozen or drawn the entry stays: its tickets are in a published list.
 */
export async function cancelEntry(strapi: Core.Strapi, entryDocumentId: string, { editor, note }: { editor: string; note: string }): Promise<Cancelled> {
  const entry = await entryWithMember(strapi, entryDocumentId);
  if (!entry) throw gone();
  return inMemberWrite(strapi, entry.userId, async (sql) => {
    if (!isDrawOpen(await drawStageIn(sql, strapi, entry.rewardDocumentId))) {
      throw refusal(409, 'campaign.entry.drawFrozen', 'El sorteo ya tiene su lista de papeletas: esta participación no se puede anular');
    }
    // The delete decides between concurrent cancellations: only the one that removes the row refunds.
    if (!(await deleteEntryIn(sql, strapi, entry.id))) throw gone();
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
