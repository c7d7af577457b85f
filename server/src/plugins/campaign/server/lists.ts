import type { Core } from '@strapi/strapi';
import { DRAW_UID } from '../../../lib/draws/model';
import { rewardQuestions } from '../../../lib/signup-questions/reward-questions';
import { answersFromColumns, columnsOfRow } from '../../../lib/signup-questions/spec-fields';
import { storedAnswerMap } from '../../../lib/signup-questions/answer-map';
import type { Question } from '../../../lib/signup-questions/question';
import { entriesOfReward, recordCountOfReward, signUpAnswerKeys, signUpsOfMembers, signUpsOfReward, type Page } from '../../../lib/strapi-internals';
import { asIso } from './values';
import { mapPages } from './csv-stream';
import type { EntryRow, ListPage, SignUpList, SignUpRow, WinnerRow } from '../shared/contracts';

/**
 * The rows an export reads in one statement: a keyset page (rows after the last one's id). 2,000
 * rows: on 500,000 entries, 170,000–190,000 rows/s and +13 MB resident over an export once the
 * server is warm; pages of 5,000 were no faster and grew it by 22–119 MB (their garbage outlives
 * V8's young generation), pages of 10,000 by 242 MB (issue 51, docs/benchmarks.md).
 */
export const EXPORT_PAGE = 2000;

/**
 * How an export pages: its page size, and a test's seam (export-probe.ts): `beforePage` runs before
 * each read after the first, `afterLast` once the last row is read.
 */
export type PageOptions = { size?: number; beforePage?: (rowsRead: number, pagesRead: number) => Promise<void>; afterLast?: (rowsRead: number) => void };

/**
 * Each page a keyset-paged read answers, until one comes back short. An iterator with a plain async
 * `next`, not a generator, so that no frame holds the last page while the next is read (csv-stream.ts's `mapPages`).
 */
function keysetPages<T extends { rowId: number }>(read: (page: Page) => Promise<T[]>, { size = EXPORT_PAGE, beforePage, afterLast }: PageOptions): AsyncIterable<T[]> {
  let after = 0;
  let rowsRead = 0;
  let pagesRead = 0;
  let finished = false;
  const next = async (): Promise<IteratorResult<T[]>> => {
    if (finished) return { done: true, value: undefined };
    if (pagesRead > 0) await beforePage?.(rowsRead, pagesRead);
    pagesRead += 1;
    const rows = await read({ after, limit: size });
    rowsRead += rows.length;
    if (rows.length < size) {
      finished = true;
      afterLast?.(rowsRead);
      if (rows.length === 0) return { done: true, value: undefined };
    } else {
      after = rows[rows.length - 1]!.rowId;
    }
    return { done: false, value: rows };
  };
  return { [Symbol.asyncIterator]: () => ({ next }) };
}

type EntryRead = Awaited<ReturnType<typeof entriesOfReward>>[number];
const entryRow = (row: EntryRead): EntryRow => ({ documentId: row.documentId, member: row.member, tickets: row.amount, dids: row.total, date: row.date, locale: row.locale });

/**
 * One keyset page of a list an editor reads (one row more is read, to know whether another page
 * follows), with the list's total (a count on the (reward, id) index).
 */
async function listPage<T extends { rowId: number }>(read: (page: Page) => Promise<T[]>, count: () => Promise<number>, { after, limit }: Page): Promise<{ rows: T[]; page: ListPage }> {
  const [read1, total] = await Promise.all([read({ after, limit: limit + 1 }), count()]);
  const rows = read1.slice(0, limit);
  return { rows, page: { after, limit, total, next: read1.length > limit ? rows[rows.length - 1]!.rowId : null } };
}

/** A page of a reward's DIDs entries, oldest first, each with its member. */
export async function rewardEntryPage(strapi: Core.Strapi, rewardDocumentId: string, page: Page): Promise<{ entries: EntryRow[]; page: ListPage }> {
  const { rows, page: paged } = await listPage((p) => entriesOfReward(strapi, rewardDocumentId, p), () => recordCountOfReward(strapi, 'entries', rewardDocumentId), page);
  return { entries: rows.map(entryRow), page: paged };
}

/** A reward's DIDs entries, oldest first, a page at a time, for an export to stream. */
export function rewardEntryPages(strapi: Core.Strapi, rewardDocumentId: string, options: PageOptions = {}): AsyncIterable<EntryRow[]> {
  return mapPages(keysetPages((page) => entriesOfReward(strapi, rewardDocumentId, page), options), (rows) => rows.map(entryRow));
}

type SignUpRead = Awaited<ReturnType<typeof signUpsOfReward>>[number];
const signUpRow = (asked: Question[]) => (row: SignUpRead): SignUpRow => ({
  documentId: row.documentId,
  member: row.member,
  date: row.date,
  locale: row.locale,
  answers: shownAnswers(asked, storedAnswers(row.fields)),
});
const columnsFor = (asked: Question[], keys: string[]): SignUpList['questions'] => [
  ...asked.map(({ key, label, kind }) => ({ key, label, kind })),
  ...keys.filter((key) => !asked.some((q) => q.key === key)).map((key) => ({ key, label: key, kind: null })),
];

/**
 * A page of a form reward's sign-ups, oldest first, each with its member and its answers as the
 * editor reads them (a choice by its Spanish label); `questions` are the columns of every page: the
 * reward's questions in order, then any other key a sign-up answered (questions an editor has since
 * removed), sorted, as the export's.
 */
export async function rewardSignUpPage(strapi: Core.Strapi, rewardDocumentId: string, page: Page): Promise<{ list: SignUpList; page: ListPage }> {
  const [asked, keys] = await Promise.all([rewardQuestions(strapi, rewardDocumentId), signUpAnswerKeys(strapi, rewardDocumentId)]);
  const { rows, page: paged } = await listPage((p) => signUpsOfReward(strapi, rewardDocumentId, p), () => recordCountOfReward(strapi, 'signUps', rewardDocumentId), page);
  return { list: { signUps: rows.map(signUpRow(asked)), questions: columnsFor(asked, keys) }, page: paged };
}

/**
 * The same to stream: the columns first (the other keys answered found by one query, sorted), then
 * the sign-ups a page at a time.
 */
export async function rewardSignUpPages(strapi: Core.Strapi, rewardDocumentId: string, options: PageOptions = {}) {
  const asked = await rewardQuestions(strapi, rewardDocumentId);
  const questions = columnsFor(asked, await signUpAnswerKeys(strapi, rewardDocumentId));
  const pages: AsyncIterable<SignUpRow[]> = mapPages(keysetPages((page) => signUpsOfReward(strapi, rewardDocumentId, page), options), (rows) => rows.map(signUpRow(asked)));
  return { questions, pages };
}

/** Its stored answers, or, for a sign-up made before answers were kept, its columns. */
function storedAnswers(row: Record<string, unknown>): Record<string, unknown> {
  const stored = storedAnswerMap(row.answers);
  if (stored && Object.keys(stored).length > 0) return stored;
  return answersFromColumns(columnsOfRow(row));
}

const shownAnswers = (questions: Question[], answers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(answers).map(([key, value]) => {
      const choice = questions.find((q) => q.key === key)?.choices?.find((c) => c.value === String(value));
      return [key, choice ? choice.label : value];
    }),
  );

/** A drawn reward's winners with how to reach them (their phone too when they signed up with one); empty before the draw. */
export async function rewardWinners(strapi: Core.Strapi, rewardDocumentId: string): Promise<WinnerRow[]> {
  const draw = (await strapi.db.query(DRAW_UID).findOne({
    where: { rewardDocumentId, stage: 'drawn' },
    select: ['id', 'drawnAt'],
    populate: { winners: { select: ['id', 'email', 'firstName', 'lastName'] } },
  })) as { drawnAt: unknown; winners: Array<{ id: number; email: string; firstName: string | null; lastName: string | null }> } | null;
  if (!draw) return [];
  const asked = await rewardQuestions(strapi, rewardDocumentId);
  // The phone question's answer, whatever key the editor gave it: read for the winners alone.
  const phone = asked.find((question) => question.kind === 'phone')?.key;
  const signUps = new Map(
    phone ? (await signUpsOfMembers(strapi, rewardDocumentId, draw.winners.map((w) => w.id))).map((row) => [row.memberId, shownAnswers(asked, storedAnswers(row.fields))]) : [],
  );
  return draw.winners.map((winner) => ({
    member: { id: winner.id, email: winner.email, firstName: winner.firstName, lastName: winner.lastName },
    phone: phone ? ((signUps.get(winner.id)?.[phone] as string | undefined) ?? null) : null,
    drawnAt: asIso(draw.drawnAt),
  }));
}
