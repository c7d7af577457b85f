import type { Core } from '@strapi/strapi';
import { SUBJECT_MODELS, type SubjectType } from './subjects';
import { memberResults } from '../../lib/draws/results';

const UID = 'api::did-record.did-record';
const DEFAULT_LOCALE = 'es';

export type HistoryPage = { page: number; pageSize: number; locale?: string };

/** A record's subject as a member may see it: public fields only, `documentId` and `title` null once it is not published. */
export type PublicSubject = { kind: SubjectType; documentId: string | null; title: string | null };

type Row = { id: number; balance_after: number | string };

/**
 * One page of a member's records, newest first, each with the balance right after it. The database
 * computes the balance (a window sum over the member's records in the order they were written), so
 * it is right on any page whatever came before it.
 */
export async function memberHistory(strapi: Core.Strapi, userId: number, { page, pageSize, locale }: HistoryPage) {
  const db = strapi.db.connection;
  const own = () =>
    db('did_records as r').join('did_records_user_lnk as l', 'l.did_record_id', 'r.id').where('l.user_id', userId);

  const rows: Row[] = await db
    .select('id', 'balance_after')
    .from(
      own()
        .select('r.id', 'r.created_at')
        .select(db.raw('sum(r.amount) over (order by r.created_at, r.id rows between unbounded preceding and current row) as balance_after'))
        .as('h'),
    )
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const counted = await own().count({ total: 'r.id' }).first();
  const total = Number(counted?.total ?? 0);

  const records = await strapi.db.query(UID).findMany({
    where: { id: { $in: rows.map((row) => row.id) } },
    select: ['id', 'documentId', 'amount', 'reason', 'createdAt', 'subjectType', 'subjectDocumentId'],
  });
  const byId = new Map(records.map((record) => [record.id, record]));
  const titles = await publicTitles(strapi, records, locale);
  const entered = records.filter((r) => r.reason === 'participation' && r.subjectType === 'reward').map((r) => r.subjectDocumentId as string);
  const results = await memberResults(strapi, userId, [...new Set(entered)]);

  const data = rows.map((row) => {
    const record = byId.get(row.id)!;
    const kind = record.subjectType as SubjectType | null;
    const title = kind ? (titles.get(`${kind}:${record.subjectDocumentId}`) ?? null) : null;
    const subject: PublicSubject | null = kind
      ? { kind, documentId: title === null ? null : record.subjectDocumentId, title }
      : null;
    return {
      id: record.id,
      documentId: record.documentId,
      amount: record.amount,
      reason: record.reason,
      createdAt: record.createdAt,
      balanceAfter: Number(row.balance_after),
      subject,
      // A DIDs participation's draw: 'pending' until it is drawn, then whether the member won.
      ...(record.reason === 'participation' && kind === 'reward' ? { draw: results.get(record.subjectDocumentId) ?? 'pending' } : {}),
    };
  });
  return { data, pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } };
}

/** The published titles of the records' subjects, in the asked language or else the default one. */
async function publicTitles(strapi: Core.Strapi, records: { subjectType?: string; subjectDocumentId?: string }[], locale?: string) {
  const titles = new Map<string, string>();
  for (const [kind, model] of Object.entries(SUBJECT_MODELS) as [SubjectType, (typeof SUBJECT_MODELS)[SubjectType]][]) {
    const wanted = [...new Set(records.filter((r) => r.subjectType === kind).map((r) => r.subjectDocumentId!))];
    for (const lang of [...new Set([locale ?? DEFAULT_LOCALE, DEFAULT_LOCALE])]) {
      const missing = wanted.filter((id) => !titles.has(`${kind}:${id}`));
      if (missing.length === 0) break;
      const found = (await strapi.documents(model.uid).findMany({
        filters: { documentId: { $in: missing } },
        fields: [model.titleField],
        status: 'published',
        locale: lang,
        limit: missing.length,
      } as never)) as unknown as Record<string, string>[];
      for (const doc of found) titles.set(`${kind}:${doc.documentId}`, doc[model.titleField]);
    }
  }
  return titles;
}
