import type { Core } from '@strapi/strapi';
import { refusal } from '../../../lib/errors';
import { inMemberWrite, insertMemberRecord, memberBalance, recordAmountByKey } from '../../../lib/strapi-internals';

const RECORD = 'api::did-record.did-record';

export type Correction = { memberId: number; amount: number; note: string; requestId: string; editor: string };

/**
 * An editor's correction of a member's DIDs: one `adjustment` record with its reason and who made it
 * (its creation is when), under the member's lock so the balance it checks is the one it changes. A
 * correction that would leave the balance below zero is refused; the same request sent twice (a
 * double click, a retry) is written once and answered the same.
 */
export async function correctBalance(strapi: Core.Strapi, correction: Correction) {
  // The member is part of the key: the same request id sent for another member is another correction.
  const eventKey = `correction:${correction.memberId}:${correction.requestId}`;
  return inMemberWrite(strapi, correction.memberId, async (sql) => {
    const earlier = await recordAmountByKey(sql, strapi, eventKey);
    const balance = await memberBalance(sql, strapi, correction.memberId);
    if (earlier !== null && earlier !== correction.amount) {
      throw refusal(409, 'campaign.correction.requestReused', 'Esta petición ya guardó otra corrección: vuelve a cargar la página y repítela');
    }
    if (earlier !== null) return { balance, replayed: true };
    if (balance + correction.amount < 0) {
      throw refusal(409, 'campaign.correction.belowZero', `Esta corrección dejaría el saldo por debajo de cero (saldo actual: ${balance} DIDs)`, { balance });
    }
    await insertMemberRecord(sql, strapi, RECORD, correction.memberId, {
      amount: correction.amount,
      reason: 'adjustment',
      note: correction.note,
      correctedBy: correction.editor,
      eventKey,
    });
    return { balance: balance + correction.amount, replayed: false };
  });
}
