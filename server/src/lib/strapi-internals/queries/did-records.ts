import type { Core } from '@strapi/strapi';
import { memberLinkOf, tableOf } from '../metadata';
import type { MemberSql } from '../member-sql';

const RECORDS = 'api::did-record.did-record';

/** A member's balance, inside their write or not: the sum of their records, by the database. */
export async function memberBalance(sql: MemberSql, strapi: Core.Strapi, userId: number): Promise<number> {
  const records = tableOf(strapi, RECORDS);
  const link = memberLinkOf(strapi, RECORDS);
  const row = await sql.one<{ total: number | string | null }>(
    `select sum(r."${records.column('amount')}") as total from "${records.table}" r join "${link.table}" l on l."${link.record}" = r.id where l."${link.user}" = ?`,
    [userId],
  );
  return Number(row?.total ?? 0);
}

/** The member's own records (`r`), joined through their link to the member. */
function ownRecords(strapi: Core.Strapi, userId: number) {
  const link = memberLinkOf(strapi, RECORDS);
  return strapi.db
    .connection(`${tableOf(strapi, RECORDS).table} as r`)
    .join(`${link.table} as l`, `l.${link.record}`, 'r.id')
    .where(`l.${link.user}`, userId);
}

/** A record of a member's history, with the balance right after it, and the member's count and balance. */
export type HistoryRow = {
  id: number;
  documentId: string;
  amount: number;
  reason: string;
  note: string | null;
  createdAt: string;
  subjectType: string | null;
  subjectDocumentId: string | null;
  balanceAfter: number;
  balance: number;
  total: number;
};

/**
 * One page of a member's records, newest first, each with the balance right after it and the
 * member's count and balance: one statement. The database computes the running balance (a window sum
 * over the member's records in the order they were written), so it is right on any page.
 */
export async function historyPage(strapi: Core.Strapi, userId: number, { page, pageSize }: { page: number; pageSize: number }): Promise<HistoryRow[]> {
  const db = strapi.db.connection;
  const { column } = tableOf(strapi, RECORDS);
  const amount = `r.${column('amount')}`;
  const created = `r.${column('createdAt')}`;
  const history = ownRecords(strapi, userId)
    .select('r.id', `r.${column('documentId')} as document_id`, `${amount} as amount`, `r.${column('reason')} as reason`, `r.${column('note')} as note`, `${created} as created_at`)
    .select(`r.${column('subjectType')} as subject_type`, `r.${column('subjectDocumentId')} as subject_document_id`)
    .select(db.raw(`sum(??) over (order by ${created}, r.id rows between unbounded preceding and current row) as balance_after`, [amount]))
    .select(db.raw('sum(??) over () as balance', [amount]))
    .select(db.raw('count(*) over () as total'))
    .as('h');
  const rows = (await db
    .select('*')
    .from(history)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(pageSize)
    .offset((page - 1) * pageSize)) as Array<Record<string, unknown>>;
  return rows.map((row) => ({
    id: Number(row.id),
    documentId: String(row.document_id),
    amount: Number(row.amount),
    reason: String(row.reason),
    note: (row.note as string | null) ?? null,
    createdAt: new Date(row.created_at as string | number | Date).toISOString(),
    subjectType: (row.subject_type as string | null) ?? null,
    subjectDocumentId: (row.subject_document_id as string | null) ?? null,
    balanceAfter: Number(row.balance_after),
    balance: Number(row.balance ?? 0),
    total: Number(row.total),
  }));
}

/** How many records the member has and their balance (for a page past the last, which has no row to carry them). */
export async function historyTotals(strapi: Core.Strapi, userId: number): Promise<{ total: number; balance: number }> {
  const db = strapi.db.connection;
  const amount = `r.${tableOf(strapi, RECORDS).column('amount')}`;
  const row = (await ownRecords(strapi, userId).first(db.raw('count(*) as total'), db.raw('sum(??) as balance', [amount]))) as { total?: unknown; balance?: unknown } | undefined;
  return { total: Number(row?.total ?? 0), balance: Number(row?.balance ?? 0) };
}

/** How many records of each reason paid the member something: one grouped read. */
export async function paidTimesByReason(strapi: Core.Strapi, userId: number): Promise<Array<{ kind: string; times: number }>> {
  const { column } = tableOf(strapi, RECORDS);
  const rows = (await ownRecords(strapi, userId)
    .where(`r.${column('amount')}`, '>', 0)
    .groupBy(`r.${column('reason')}`)
    .select({ kind: `r.${column('reason')}` })
    .count({ times: '*' })) as Array<{ kind: string; times: number | string }>;
  return rows.map((row) => ({ kind: row.kind, times: Number(row.times) }));
}

/** A member's latest records, newest first, with who corrected them, for an editor. */
export async function latestRecordsOfMember(strapi: Core.Strapi, userId: number, limit: number) {
  const { column } = tableOf(strapi, RECORDS);
  const created = `r.${column('createdAt')}`;
  const rows = (await ownRecords(strapi, userId)
    .select(`${created} as created_at`, `r.${column('amount')} as amount`, `r.${column('reason')} as reason`, `r.${column('note')} as note`, `r.${column('correctedBy')} as corrected_by`)
    .orderBy([
      { column: created, order: 'desc' },
      { column: 'r.id', order: 'desc' },
    ])
    .limit(limit)) as Array<Record<string, unknown>>;
  return rows.map((row) => ({
    createdAt: row.created_at === null || row.created_at === undefined ? null : new Date(row.created_at as string | number).toISOString(),
    amount: Number(row.amount ?? 0),
    reason: String(row.reason),
    note: (row.note as string | null) ?? null,
    correctedBy: (row.corrected_by as string | null) ?? null,
  }));
}


/** The amount of the record written under an event key, if any, read with `sql` (inside the member's write). */
export async function recordAmountByKey(sql: MemberSql, strapi: Core.Strapi, eventKey: string): Promise<number | null> {
  const { table, column } = tableOf(strapi, RECORDS);
  const row = await sql.one<{ amount: number | string }>(`select "${column('amount')}" as amount from "${table}" where "${column('eventKey')}" = ? limit 1`, [eventKey]);
  return row ? Number(row.amount) : null;
}
