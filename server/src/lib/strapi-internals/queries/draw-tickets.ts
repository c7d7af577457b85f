import type { Core } from '@strapi/strapi';
import { ownStatement, ownTable, type DbTransaction } from '../database';
import { memberLinkOf, tableOf, USERS } from '../metadata';

const ENTRIES = 'api::participation.participation';
const SIGN_UPS = 'api::form-participation.form-participation';
/** A draw's frozen ticket runs (migration 2026.12.01T00.00.00.draw-tickets.js). */
export const DRAW_TICKETS = 'chispa_draw_tickets';

/** Consecutive tickets of one entry: numbers `first` to `first + count − 1`, all held by `userId`. */
export type TicketRun = { first: number; count: number; userId: number };

/**
 * Freezes a reward's ticket list into the draw's rows in one INSERT … SELECT (docs/draws.md, step 2):
 * its DIDs entries in the order they were stored, each giving `amount` tickets, then its sign-ups,
 * one ticket each; an entry whose member was deleted gives none. Each row's first ticket is the
 * running sum before it, plus one. Answers how many tickets the list holds.
 */
export async function freezeTicketRuns(strapi: Core.Strapi, trx: DbTransaction, drawId: number, rewardDocumentId: string): Promise<number> {
  const members = tableOf(strapi, USERS).table;
  const from = (uid: typeof ENTRIES | typeof SIGN_UPS, kind: number, amount: string) => {
    const { table, column } = tableOf(strapi, uid);
    const link = memberLinkOf(strapi, uid);
    return (
      `select ${kind} as kind, r.id as entry_id, ${amount} as tickets, l."${link.user}" as user_id from "${table}" r ` +
      `join "${link.table}" l on l."${link.record}" = r.id join "${members}" u on u.id = l."${link.user}" where r."${column('rewardDocumentId')}" = ?`
    );
  };
  const entryAmount = `coalesce(r."${tableOf(strapi, ENTRIES).column('amount')}", 1)`;
  await ownTable(strapi, DRAW_TICKETS, trx).where({ draw_id: drawId }).delete();
  await ownStatement(
    strapi,
    `insert into ${DRAW_TICKETS} (draw_id, first_ticket, tickets, user_id) ` +
      `select ?, sum(tickets) over (order by kind, entry_id rows unbounded preceding) - tickets + 1, tickets, user_id ` +
      `from (${from(ENTRIES, 0, entryAmount)} union all ${from(SIGN_UPS, 1, '1')}) e where tickets > 0`,
    [drawId, rewardDocumentId, rewardDocumentId],
    trx,
  );
  const [row] = await ownStatement<{ n: number | string | null }>(strapi, `select coalesce(sum(tickets), 0) as n from ${DRAW_TICKETS} where draw_id = ?`, [drawId], trx);
  return Number(row?.n ?? 0);
}

const runOf = (row: { first_ticket: number | string; tickets: number | string; user_id: number | string }): TicketRun => ({
  first: Number(row.first_ticket),
  count: Number(row.tickets),
  userId: Number(row.user_id),
});

/** One keyset page of a draw's frozen runs, in ticket order: those starting after ticket `after`. */
export async function ticketRunsPage(strapi: Core.Strapi, drawId: number, after: number, limit: number, trx?: DbTransaction): Promise<TicketRun[]> {
  const rows = await ownTable(strapi, DRAW_TICKETS, trx).where({ draw_id: drawId }).andWhere('first_ticket', '>', after).orderBy('first_ticket', 'asc').limit(limit).select('first_ticket', 'tickets', 'user_id');
  return (rows as Parameters<typeof runOf>[0][]).map(runOf);
}

/** A member's runs in a draw, in ticket order. */
export async function ticketRunsOfMember(strapi: Core.Strapi, drawId: number, userId: number): Promise<TicketRun[]> {
  const rows = await ownTable(strapi, DRAW_TICKETS).where({ draw_id: drawId, user_id: userId }).orderBy('first_ticket', 'asc').select('first_ticket', 'tickets', 'user_id');
  return (rows as Parameters<typeof runOf>[0][]).map(runOf);
}
