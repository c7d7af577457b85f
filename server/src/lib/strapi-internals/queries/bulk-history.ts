import { createId } from '@paralleldrive/cuid2';
import type { Core, UID } from '@strapi/strapi';
import type { Knex } from 'knex';
import { engineOf } from '../database';
import { linkOf, memberLinkOf, tableOf, USERS } from '../metadata';

/**
 * A history written at once (the development demo's voters and their votes): hundreds of rows in a
 * few statements, where the Document Service would take several statements per row. Nothing is
 * checked here: the caller writes what the rules would have allowed, and the tallies' triggers count
 * these votes as any others (vote-tallies.ts).
 */

/** Rows per insert: well under either engine's limit of bound values. */
const CHUNK = 200;

/** A new row of `uid` stamped `at` (created, updated and published then), by attribute name. */
function stampedRow(strapi: Core.Strapi, uid: UID.ContentType, data: Record<string, unknown>, at: Date) {
  const { column } = tableOf(strapi, uid);
  const row: Record<string, unknown> = { [column('documentId')]: createId(), [column('createdAt')]: at, [column('updatedAt')]: at, [column('publishedAt')]: at };
  for (const [name, value] of Object.entries(data)) row[column(name)] = value;
  return row;
}

/** Inserts the rows in chunks and answers their ids, in order (read back by their new documentIds). */
async function insertRows(strapi: Core.Strapi, trx: Knex.Transaction, uid: UID.ContentType, rows: Record<string, unknown>[]): Promise<number[]> {
  const { table, column } = tableOf(strapi, uid);
  const key = column('documentId');
  const ids = new Map<string, number>();
  for (let from = 0; from < rows.length; from += CHUNK) {
    const chunk = rows.slice(from, from + CHUNK);
    await trx(table).insert(chunk);
    const written = (await trx(table).select('id', key).whereIn(key, chunk.map((row) => row[key] as string))) as Record<string, unknown>[];
    for (const row of written) ids.set(String(row[key]), Number(row.id));
  }
  return rows.map((row) => ids.get(row[key] as string)!);
}

async function insertChunks(trx: Knex.Transaction, table: string, rows: Record<string, unknown>[]) {
  for (let from = 0; from < rows.length; from += CHUNK) await trx(table).insert(rows.slice(from, from + CHUNK));
}

/** New members of a role, each with their own fields and the moment they joined: their ids, in order. */
export async function insertMembersInBulk(strapi: Core.Strapi, roleId: number, members: { data: Record<string, unknown>; joinedAt: Date }[]): Promise<number[]> {
  if (members.length === 0) return [];
  const role = linkOf(strapi, USERS, 'role');
  return strapi.db.connection.transaction(async (trx) => {
    const ids = await insertRows(strapi, trx, USERS, members.map(({ data, joinedAt }) => stampedRow(strapi, USERS, data, joinedAt)));
    let order = 0;
    if (role.order) {
      const [last] = (await trx(role.table).where(role.other, roleId).max({ last: role.order })) as { last: unknown }[];
      order = Number(last?.last ?? 0);
    }
    await insertChunks(
      trx,
      role.table,
      ids.map((id) => ({ [role.record]: id, [role.other]: roleId, ...(role.order ? { [role.order]: (order += 1) } : {}) })),
    );
    return ids;
  });
}

/**
 * Records of a member-owned type (votes), each linked to its member and dated when it was cast. The
 * members' lists keep them in the order given, after whatever each member already had.
 */
export async function insertMemberRecordsInBulk(strapi: Core.Strapi, uid: UID.ContentType, records: { userId: number; data: Record<string, unknown>; at: Date }[]) {
  if (records.length === 0) return;
  const link = memberLinkOf(strapi, uid);
  await strapi.db.connection.transaction(async (trx) => {
    const ids = await insertRows(strapi, trx, uid, records.map(({ data, at }) => stampedRow(strapi, uid, data, at)));
    const orders = new Map<number, number>();
    if (link.order) {
      const users = [...new Set(records.map((r) => r.userId))];
      for (let from = 0; from < users.length; from += CHUNK) {
        const rows = (await trx(link.table).select(link.user).max({ last: link.order }).whereIn(link.user, users.slice(from, from + CHUNK)).groupBy(link.user)) as Record<string, unknown>[];
        for (const row of rows) orders.set(Number(row[link.user]), Number(row.last ?? 0));
      }
    }
    const next = (userId: number) => {
      const order = (orders.get(userId) ?? 0) + 1;
      orders.set(userId, order);
      return order;
    };
    await insertChunks(
      trx,
      link.table,
      records.map((record, index) => ({ [link.record]: ids[index], [link.user]: record.userId, ...(link.order ? { [link.order]: next(record.userId) } : {}) })),
    );
  });
}

/**
 * Moves in time (by `byMs`, forward or back) the records of a member-owned type whose `attribute`
 * equals `value` and whose member is one of `userIds` (their system instants, and the instants named
 * in `instants`): the demo's votes follow their project's voting window when the demo's dates move.
 * One statement per few hundred members.
 */
export async function moveMemberRecordsInTime(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  { attribute, value, userIds, byMs, instants = [] }: { attribute: string; value: string; userIds: number[]; byMs: number; instants?: string[] },
) {
  if (userIds.length === 0 || byMs === 0) return;
  const { table, column } = tableOf(strapi, uid);
  const link = memberLinkOf(strapi, uid);
  const knex = strapi.db.connection;
  // SQLite keeps Strapi's instants as milliseconds (knex binds a Date so), or as text when written otherwise.
  const moved = (name: string) =>
    engineOf(strapi) === 'postgres'
      ? knex.raw(`?? + cast(? as double precision) * interval '1 millisecond'`, [name, byMs])
      : knex.raw(`(case when typeof(??) = 'integer' then ?? else cast(strftime('%s', ??) as integer) * 1000 end) + ?`, [name, name, name, byMs]);
  const stamps = ['createdAt', 'updatedAt', 'publishedAt', ...instants].map(column);
  for (let from = 0; from < userIds.length; from += CHUNK) {
    await knex(table)
      .where(column(attribute), value)
      .whereIn('id', knex(link.table).select(link.record).whereIn(link.user, userIds.slice(from, from + CHUNK)))
      .update(Object.fromEntries(stamps.map((name) => [name, moved(name)])));
  }
}
