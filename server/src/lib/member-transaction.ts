import type { Core } from '@strapi/strapi';

/**
 * Runs `work` in one transaction that first locks the member's row, so a member's concurrent
 * writes (votes, participations, awards) happen one after the other: balances are read and
 * debited with nobody in between, on PostgreSQL as on SQLite (which serialises writers anyway).
 */
export function inMemberTransaction<T>(strapi: Core.Strapi, userId: number, work: () => Promise<T>): Promise<T> {
  return strapi.db.transaction(async ({ trx }) => {
    await trx('up_users').where('id', userId).forUpdate().first('id');
    return work();
  });
}
