import type { Core, UID } from '@strapi/strapi';
import type { Knex } from 'knex';
import { knexSql } from './member-sql';
import { insertMemberRecord, linkInsert, onConflict, recordRow } from './member-records';
import { engineOf } from './database';

/** A member's record guarded by a unique key: written only if `unlessTaken`'s value is free. */
export type KeyedRecord = { uid: UID.ContentType; data: Record<string, unknown>; unlessTaken: string };

/** What was written of each record, in order: null for a record whose key was taken. */
export type KeyedWrite = ({ id: number; documentId: string; createdAt: string } | null)[];

/**
 * Writes a member's keyed records (a vote and its award, say) and their links, all or none, with no
 * lock: each key's unique index decides. A record after the first is written only if the first was,
 * so a replay (the first key taken) writes nothing. Nothing reads a balance here, so a member's
 * concurrent writes need no order between them.
 *
 * One write path, the engine's statements: PostgreSQL writes them all in one statement (data-modifying
 * common table expressions, atomic without a transaction of our own), SQLite, which has none, in one
 * transaction of an insert per record and per link. Either joins the caller's transaction if one is open.
 */
export async function writeKeyedRecords(strapi: Core.Strapi, userId: number, records: KeyedRecord[]): Promise<KeyedWrite> {
  if (engineOf(strapi) === 'postgres') {
    if (!strapi.db.inTransaction()) return inOneStatement(strapi, strapi.db.connection, userId, records);
    const written: unknown = await strapi.db.transaction(({ trx }) => inOneStatement(strapi, trx, userId, records));
    return written as KeyedWrite;
  }
  const written: unknown = await strapi.db.transaction(async ({ trx }) => {
    const sql = knexSql(trx);
    const answers: KeyedWrite = [];
    for (const { uid, data, unlessTaken } of records) {
      answers.push(answers.length && !answers[0] ? null : await insertMemberRecord(sql, strapi, uid, userId, data, { unlessTaken }));
    }
    return answers;
  });
  return written as KeyedWrite;
}

/** PostgreSQL: every record and link in one statement; each record after the first is selected from the first's insert. */
async function inOneStatement(strapi: Core.Strapi, knex: Knex | Knex.Transaction, userId: number, records: KeyedRecord[]): Promise<KeyedWrite> {
  const parts: string[] = [];
  const bindings: unknown[] = [];
  const rows = records.map(({ uid, data, unlessTaken }, index) => {
    const row = recordRow(strapi, uid, data);
    const link = linkInsert(strapi, uid, userId);
    const source = index === 0 ? `values (${row.placeholders})` : `select ${row.placeholders} from r0`;
    parts.push(`r${index} as (insert into "${row.table}" (${row.columns}) ${source}${onConflict(strapi, uid, unlessTaken)} returning id)`);
    parts.push(`l${index} as (insert into ${link.into} select r${index}.id, ${link.values} from r${index})`);
    bindings.push(...row.values, ...link.bindings);
    return row;
  });
  const ids = records.map((_, index) => `(select id from r${index}) as r${index}`).join(', ');
  const result = await knex.raw(`with ${parts.join(', ')} select ${ids}`, bindings as Knex.RawBinding[]);
  const answer = (result.rows as Record<string, unknown>[])[0] ?? {};
  return rows.map((row, index) => {
    const id = answer[`r${index}`];
    return id == null ? null : { id: Number(id), documentId: row.documentId, createdAt: row.createdAt };
  });
}
