import { factories } from '@strapi/strapi';
import type { Knex } from 'knex';

export default factories.createCoreService('api::did-record.did-record', ({ strapi }) => ({
  /**
   * Sum of a member's records, computed by the database so it stays right past any page size.
   * Inside a transaction pass its `trx`: SQLite has one connection, which the transaction holds.
   */
  async balanceOf(userId: number, trx?: Knex.Transaction): Promise<number> {
    const row = await (trx ?? strapi.db.connection)('did_records as r')
      .join('did_records_user_lnk as l', 'l.did_record_id', 'r.id')
      .where('l.user_id', userId)
      .sum({ total: 'r.amount' })
      .first();
    return Number(row?.total ?? 0);
  },
}));
