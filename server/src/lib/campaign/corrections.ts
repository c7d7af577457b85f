import type { Core } from '@strapi/strapi';
import { balanceWith } from '../member-writes/balance';
import { refusal } from '../errors';
import { inMemberWrite } from '../member-writes/member-sql';
import { insertMemberRecord, tableOf } from '../member-writes/records';

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
    const { table, column } = tableOf(strapi, RECORD);
    const earlier = await sql.one<{ amount: number | string }>(`select "${column('amount')}" as amount from "${table}" where "${column('eventKey')}" = ? limit 1`, [eventKey]);
    const balance = await balanceWith(sql, strapi, correction.memberId);
    if (earlier && Number(earlier.amount) !== correction.amount) {
      throw refusal(409, 'campaign.correction.requestReused', 'Esta petición ya guardó otra corrección: vuelve a cargar la página y repítela');
    }
    if (earlier) return { balance, replayed: true };
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
