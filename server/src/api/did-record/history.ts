import type { Core } from '@strapi/strapi';
import { SUBJECT_MODELS, type SubjectType } from './subjects';
import { memberResults } from '../../lib/draws/results';
import { historyPage, historyTotals, type HistoryRow } from '../../lib/strapi-internals';
import { memoUntilPublicWrite } from '../../lib/public-memo';

const DEFAULT_LOCALE = 'es';

export type HistoryPage = { page: number; pageSize: number; locale?: string };

/** A record's subject as a member may see it: public fields only, `documentId` and `title` null once it is not published. */
export type PublicSubject = { kind: SubjectType; documentId: string | null; title: string | null };

/**
 * One page of a member's records, newest first, each with the balance right after it, with the
 * member's record count and balance: one statement. The database computes the running balance (a
 * window sum over the member's records in the order they were written), so it is right on any page
 * whatever came before it. Answers the balance too (the app's DIDs counter asks for a page of one).
 */
export async function memberHistory(strapi: Core.Strapi, userId: number, { page, pageSize, locale }: HistoryPage) {
  const rows: HistoryRow[] = await historyPage(strapi, userId, { page, pageSize });
  // A page past the last has no row to carry the totals: they are counted on their own.
  const totals = rows[0] ?? (await historyTotals(strapi, userId));
  const total = totals.total;

  const titles = await publicTitles(strapi, rows.map((row) => ({ subjectType: row.subjectType ?? undefined, subjectDocumentId: row.subjectDocumentId ?? undefined })), locale);
  const entered = rows.filter((r) => r.reason === 'participation' && r.subjectType === 'reward').map((r) => r.subjectDocumentId as string);
  const results = await memberResults(strapi, userId, [...new Set(entered)]);

  const data = rows.map((row) => {
    const kind = row.subjectType as SubjectType | null;
    const title = kind ? (titles.get(`${kind}:${row.subjectDocumentId}`) ?? null) : null;
    const subject: PublicSubject | null = kind ? { kind, documentId: title === null ? null : row.subjectDocumentId, title } : null;
    return {
      id: row.id,
      documentId: row.documentId,
      amount: row.amount,
      reason: row.reason,
      // An editor's words on a correction or a cancelled entry (who made it stays in the admin).
      ...(row.note ? { note: row.note } : {}),
      createdAt: row.createdAt,
      balanceAfter: row.balanceAfter,
      subject,
      // A DIDs participation's draw: 'pending' until it is drawn, then whether the member won.
      ...(row.reason === 'participation' && kind === 'reward' ? { draw: results.get(row.subjectDocumentId!) ?? 'pending' } : {}),
    };
  });
  return { data, balance: totals.balance, pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } };
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
