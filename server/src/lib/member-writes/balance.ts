import type { Core } from '@strapi/strapi';
import type { MemberSql } from './member-sql';
import { memberLinkOf, tableOf } from './records';

const UID = 'api::did-record.did-record';

/** A member's balance, inside their write: the sum of their records, by the database. */
export async function balanceWith(sql: MemberSql, strapi: Core.Strapi, userId: number): Promise<number> {
  const records = tableOf(strapi, UID);
  const link = memberLinkOf(strapi, UID);
  const row = await sql.one<{ total: number | string | null }>(
    `select sum(r."${records.column('amount')}") as total from "${records.table}" r join "${link.table}" l on l."${link.record}" = r.id where l."${link.user}" = ?`,
    [userId],
  );
  return Number(row?.total ?? 0);
}
