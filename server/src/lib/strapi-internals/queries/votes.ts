import type { Core } from '@strapi/strapi';
import { memberLinkOf, tableOf } from '../metadata';
import { readSql, type Row } from '../member-sql';
import { engineOf } from '../database';

const VOTES = 'api::user-project-support.user-project-support';

/** A vote as our SQL reads it: the same shape on both engines. */
export type VoteRow = { documentId: string; support: number; projectDocumentId: string; createdAt: string };

const voteRow = (row: Row): VoteRow => ({
  documentId: String(row.document_id),
  support: Number(row.support),
  projectDocumentId: String(row.project),
  createdAt: new Date(row.created_at as string | number).toISOString(),
});

/** The vote cast under a key, if any: one statement. */
export async function voteByKey(strapi: Core.Strapi, key: string): Promise<VoteRow | null> {
  const { table, column } = tableOf(strapi, VOTES);
  const row = await readSql(strapi).one(
    `select ${column('documentId')} as document_id, "${column('support')}" as support, "${column('projectDocumentId')}" as project, ${column('createdAt')} as created_at from "${table}" where "${column('voteKey')}" = ? limit 1`,
    [key],
  );
  return row ? voteRow(row) : null;
}

/** A member's votes, newest first: one statement. */
export async function votesOfMember(strapi: Core.Strapi, userId: number): Promise<VoteRow[]> {
  const { table, column } = tableOf(strapi, VOTES);
  const link = memberLinkOf(strapi, VOTES);
  const found = await strapi.db.connection.raw(
    `select v.${column('documentId')} as document_id, v."${column('support')}" as support, v."${column('projectDocumentId')}" as project, v.${column('createdAt')} as created_at ` +
      `from "${table}" v join "${link.table}" l on l."${link.record}" = v.id where l."${link.user}" = ? order by v.${column('createdAt')} desc, v.id desc`,
    [userId],
  );
  return ((Array.isArray(found) ? found : found.rows) as Row[]).map(voteRow);
}

/** Each project's votes of each support (+1, -1) among the projects named: one aggregate. */
export async function voteCountsBySupport(strapi: Core.Strapi, projectDocumentIds: string[]) {
  const { table, column } = tableOf(strapi, VOTES);
  const knex = strapi.db.connection;
  const rows = (await knex(table)
    .select(knex.ref(column('projectDocumentId')).as('project'), knex.ref(column('support')).as('support'))
    .count({ votes: '*' })
    .whereIn(column('projectDocumentId'), projectDocumentIds)
    .groupBy(column('projectDocumentId'), column('support'))) as unknown as { project: string; support: number | string; votes: number | string }[];
  return rows.map((row) => ({ project: String(row.project), support: Number(row.support), votes: Number(row.votes) }));
}

/** The UTC hour of a row's creation, as a whole number, on either engine (SQLite keeps milliseconds). */
export function createdHour(strapi: Core.Strapi, alias: string, createdColumn: string) {
  const at = `${alias}.${createdColumn}`;
  return engineOf(strapi) === 'postgres'
    ? `floor(extract(epoch from ${at}) / 3600)`
    : `(case when typeof(${at}) = 'integer' then ${at} / 3600000 else cast(strftime('%s', ${at}) as integer) / 3600 end)`;
}

/** One project's votes and those in favour, per UTC hour of their casting: one aggregate. */
export async function voteCountsByHour(strapi: Core.Strapi, projectDocumentId: string) {
  const { table, column } = tableOf(strapi, VOTES);
  const knex = strapi.db.connection;
  const hour = createdHour(strapi, 'v', column('createdAt'));
  const rows = (await knex({ v: table })
    .where(`v.${column('projectDocumentId')}`, projectDocumentId)
    .select(knex.raw(`${hour} as hour`))
    .sum({ positive: knex.raw(`case when v.${column('support')} > 0 then 1 else 0 end`) })
    .count({ total: '*' })
    .groupByRaw(hour)) as Array<{ hour: unknown; positive: unknown; total: unknown }>;
  return rows.map((row) => ({ hour: Number(row.hour ?? 0), positive: Number(row.positive ?? 0), total: Number(row.total ?? 0) }));
}
