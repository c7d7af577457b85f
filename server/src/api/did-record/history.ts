import type { Core } from '@strapi/strapi';
import { SUBJECT_MODELS, type SubjectType } from './subjects';
import { memberResults } from '../../lib/draws/results';
import { memberLinkOf, tableOf } from '../../lib/member-writes/records';
import { memoUntilPublicWrite } from '../../lib/public-memo';

const DEFAULT_LOCALE = 'es';

export type HistoryPage = { page: number; pageSize: number; locale?: string };

/** A record's subject as a member may see it: public fields only, `documentId` and `title` null once it is not published. */
export type PublicSubject = { kind: SubjectType; documentId: string | null; title: string | null };

type Row = {
  id: number;
  document_id: string;
  amount: number | string;
  reason: string;
  note: string | null;
  created_at: string | number | Date;
  subject_type: SubjectType | null;
  subject_document_id: string | null;
  balance_after: number | string;
  balance: number | string;
  total: number | string;
};

/**
 * One page of a member's records, newest first, each with the balance right after it, with the
 * member's record count and balance: one statement. The database computes the running balance (a
 * window sum over the member's records in the order they were written), so it is right on any page
 * whatever came before it. Answers the balance too (the app's DIDs counter asks for a page of one).
 */
export async function memberHistory(strapi: Core.Strapi, userId: number, { page, pageSize, locale }: HistoryPage) {
  const db = strapi.db.connection;
  const { column } = tableOf(strapi, RECORD);
  const amount = `r.${column('amount')}`;
  const history = ownRecords(strapi, userId)
    .select('r.id', 'r.document_id', `${amount} as amount`, `r.${column('reason')} as reason`, `r.${column('note')} as note`, 'r.created_at')
    .select(`r.${column('subjectType')} as subject_type`, `r.${column('subjectDocumentId')} as subject_document_id`)
    .select(db.raw(`sum(??) over (order by r.created_at, r.id rows between unbounded preceding and current row) as balance_after`, [amount]))
    .select(db.raw('sum(??) over () as balance', [amount]))
    .select(db.raw('count(*) over () as total'))
    .as('h');
  const rows: Row[] = await db
    .select('*')
    .from(history)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  // A page past the last has no row to carry the totals: they are counted on their own.
  const totals = rows[0] ?? (await memberTotals(strapi, userId));
  const total = Number(totals.total);

  const titles = await publicTitles(strapi, rows.map((row) => ({ subjectType: row.subject_type ?? undefined, subjectDocumentId: row.subject_document_id ?? undefined })), locale);
  const entered = rows.filter((r) => r.reason === 'participation' && r.subject_type === 'reward').map((r) => r.subject_document_id as string);
  const results = await memberResults(strapi, userId, [...new Set(entered)]);

  const data = rows.map((row) => {
    const kind = row.subject_type;
    const title = kind ? (titles.get(`${kind}:${row.subject_document_id}`) ?? null) : null;
    const subject: PublicSubject | null = kind ? { kind, documentId: title === null ? null : row.subject_document_id, title } : null;
    return {
      id: row.id,
      documentId: row.document_id,
      amount: Number(row.amount),
      reason: row.reason,
      // An editor's words on a correction or a cancelled entry (who made it stays in the admin).
      ...(row.note ? { note: row.note } : {}),
      createdAt: new Date(row.created_at).toISOString(),
      balanceAfter: Number(row.balance_after),
      subject,
      // A DIDs participation's draw: 'pending' until it is drawn, then whether the member won.
      ...(row.reason === 'participation' && kind === 'reward' ? { draw: results.get(row.subject_document_id!) ?? 'pending' } : {}),
    };
  });
  return { data, balance: Number(totals.balance ?? 0), pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } };
}

const RECORD = 'api::did-record.did-record';

/** The member's own records (`r`), joined through their link to the member: names from Strapi's metadata. */
function ownRecords(strapi: Core.Strapi, userId: number) {
  const link = memberLinkOf(strapi, RECORD);
  return strapi.db
    .connection(`${tableOf(strapi, RECORD).table} as r`)
    .join(`${link.table} as l`, `l.${link.record}`, 'r.id')
    .where(`l.${link.user}`, userId);
}

async function memberTotals(strapi: Core.Strapi, userId: number): Promise<{ total: number | string; balance: number | string | null }> {
  const db = strapi.db.connection;
  const amount = `r.${tableOf(strapi, RECORD).column('amount')}`;
  const row = await ownRecords(strapi, userId).first(db.raw('count(*) as total'), db.raw('sum(??) as balance', [amount]));
  return { total: row?.total ?? 0, balance: row?.balance ?? 0 };
}

/** Published documents' titles, by kind, language and ids, kept until editors write public content. */
let titlesMemo: ((key: string) => Promise<Record<string, string>[]>) | null = null;
const publishedTitles = (strapi: Core.Strapi) =>
  (titlesMemo ??= memoUntilPublicWrite(async (key) => {
    const [kind, lang, ids] = JSON.parse(key) as [SubjectType, string, string[]];
    const model = SUBJECT_MODELS[kind];
    return (await strapi.documents(model.uid).findMany({
      filters: { documentId: { $in: ids } },
      fields: [model.titleField],
      status: 'published',
      locale: lang,
      limit: ids.length,
    } as never)) as Record<string, string>[];
  }));

/** The published titles of the records' subjects, in the asked language or else the default one. */
async function publicTitles(strapi: Core.Strapi, records: { subjectType?: string; subjectDocumentId?: string }[], locale?: string) {
  const titles = new Map<string, string>();
  for (const [kind, model] of Object.entries(SUBJECT_MODELS) as [SubjectType, (typeof SUBJECT_MODELS)[SubjectType]][]) {
    const wanted = [...new Set(records.filter((r) => r.subjectType === kind).map((r) => r.subjectDocumentId!))];
    for (const lang of [...new Set([locale ?? DEFAULT_LOCALE, DEFAULT_LOCALE])]) {
      const missing = wanted.filter((id) => !titles.has(`${kind}:${id}`));
      if (missing.length === 0) break;
      const found = await publishedTitles(strapi)(JSON.stringify([kind, lang, missing]));
      for (const doc of found) titles.set(`${kind}:${doc.documentId}`, doc[model.titleField]);
    }
  }
  return titles;
}
