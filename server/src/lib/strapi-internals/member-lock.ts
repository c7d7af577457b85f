import type { Core } from '@strapi/strapi';
import { engineOf, type DbTransaction } from './database';
import { tableOf, USERS } from './metadata';

/** The members' table (users-permissions' `up_users`), by Strapi's metadata. */
const membersTable = (strapi: Core.Strapi) => tableOf(strapi, USERS).table;

/**
 * Runs `work` in one transaction that first locks the member's row, so a member's concurrent
 * writes (votes, participations, awards) happen one after the other: balances are read and
 * debited with nobody in between, on PostgreSQL as on SQLite (which serialises writers anyway).
 */
export async function inMemberTransaction<T>(strapi: Core.Strapi, userId: number, work: (trx: DbTransaction) => Promise<T>): Promise<T> {
  const result: unknown = await strapi.db.transaction(async ({ trx }) => {
    // SQLite runs one writer at a time (and Strapi one connection): only PostgreSQL needs the lock.
    if (engineOf(strapi) === 'postgres') await trx(membersTable(strapi)).where('id', userId).forUpdate().first('id');
    return work(trx);
  });
  return result as T;
}

/**
 * For a transaction that will write rows pointing at these members (a draw's winners, say) while it
 * holds another row a member's write reads under lock (the draw's): waits first for the members'
 * writes in flight, as their foreign keys would, so that the locks are always taken member first.
 * Taken the other way round, a member's write holding the member and waiting for the draw's row, and
 * the draw holding its row and waiting for the member's key, deadlock on PostgreSQL.
 */
export async function awaitMemberWrites(strapi: Core.Strapi, trx: DbTransaction, userIds: number[]) {
  if (engineOf(strapi) === 'sqlite' || userIds.length === 0) return;
  await trx(membersTable(strapi)).whereIn('id', [...userIds].sort((a, b) => a - b)).orderBy('id').forKeyShare().select('id');
}

/**
 * Serialises transactions that claim the same name (a sign-up's e-mail) until they end. PostgreSQL
 * needs an advisory lock because Strapi's `unique` is checked by a read, not by the database;
 * SQLite already runs one writer at a time.
 */
export async function lockName(strapi: Core.Strapi, trx: DbTransaction, name: string) {
  if (engineOf(strapi) === 'postgres') await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [name]);
}
