import type { Core } from '@strapi/strapi';
import { memberLinkOf, tableOf } from '../../lib/member-writes/records';

const RECORD = 'api::did-record.did-record';

/**
 * How many times the member has been paid each challenge's kind (their DID records are paid under
 * the challenge's kind as their reason): one grouped read of their own records.
 */
export async function challengeProgress(strapi: Core.Strapi, userId: number): Promise<Array<{ kind: string; times: number }>> {
  const { table, column } = tableOf(strapi, RECORD);
  const link = memberLinkOf(strapi, RECORD);
  const rows = (await strapi.db
    .connection(`${table} as record`)
    .join(`${link.table} as link`, `link.${link.record}`, `record.id`)
    .where(`link.${link.user}`, userId)
    .where(`record.${column('amount')}`, '>', 0)
    .groupBy(`record.${column('reason')}`)
    .select({ kind: `record.${column('reason')}` })
    .count({ times: '*' })) as Array<{ kind: string; times: number | string }>;
  return rows.map((row) => ({ kind: row.kind, times: Number(row.times) }));
}
