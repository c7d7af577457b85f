import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::did-record.did-record', ({ strapi }) => ({
  /**
   * Sum of a member's records, computed by the database so it stays right past any page size.
   * Inside a member's write, balance.ts's balanceWith reads it with that write's SQL.
   */
  async balanceOf(userId: number): Promise<number> {
    const row = await strapi.db.connection('did_records as r')
      .join('did_records_user_lnk as l', 'l.did_record_id', 'r.id')
      .where('l.user_id', userId)
      .sum({ total: 'r.amount' })
      .first();
    return Number(row?.total ?? 0);
  },
}));
