import { infiniteQueryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { PaginationSchema, nextPageParam } from '../../lib/pagination';
import { http } from '../../lib/http';
import type { Language } from '../../lib/i18n';
import { DidRecordSchema } from './api';

/** Records per page of the history; the server allows up to 100. */
export const HISTORY_PAGE_SIZE = 20;

const SubjectSchema = v.object({
  kind: v.picklist(['project', 'news', 'reward', 'challenge']),
  // Both null once the subject is no longer published: it is shown as no longer available.
  documentId: v.nullable(v.string()),
  title: v.nullable(v.string()),
});

const HistoryRecordSchema = v.object({
  ...DidRecordSchema.entries,
  balanceAfter: v.pipe(v.number(), v.integer()),
  subject: v.nullable(SubjectSchema),
  /** The team's words on a correction or a cancelled entry. */
  note: v.optional(v.pipe(v.string(), v.maxLength(300))),
  /** A DIDs participation's draw. */
  draw: v.optional(v.picklist(['won', 'lost', 'pending'])),
});

const HistoryPageSchema = v.object({
  data: v.array(HistoryRecordSchema),
  meta: v.object({
    pagination: PaginationSchema,
  }),
});

export type HistoryRecord = v.InferOutput<typeof HistoryRecordSchema>;
export type RecordSubject = v.InferOutput<typeof SubjectSchema>;
export type HistoryPage = v.InferOutput<typeof HistoryPageSchema>;

export async function fetchHistoryPage(page: number): Promise<HistoryPage> {
  const searchParams = { 'pagination[page]': page, 'pagination[pageSize]': HISTORY_PAGE_SIZE };
  return v.parse(HistoryPageSchema, await http.get('did-records', { searchParams }).json());
}

/** The member's DIDs history, page by page (each page a URL of its own, so the worker keeps each one). */
export const didHistoryQueryOptions = (userId: number, language: Language) =>
  infiniteQueryOptions({
    queryKey: ['member', userId, 'did-records', 'history', language],
    queryFn: ({ pageParam }) => fetchHistoryPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
