import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { PaginationSchema, nextPageParam } from '../../lib/pagination';
import { http } from '../../lib/http';
import { unreadQueryOptions } from './unread';

const INBOX_PAGE_SIZE = 20;

const TextsSchema = v.object({ es: v.string(), en: v.nullable(v.string()) });
export type Texts = v.InferOutput<typeof TextsSchema>;

const EntrySchema = v.object({
  id: v.number(),
  // Any kind: one this version does not know yet is still listed (in general words), never a broken page.
  kind: v.string(),
  topic: v.string(),
  url: v.string(),
  createdAt: v.string(),
  readAt: v.nullable(v.string()),
  params: v.object({
    titles: TextsSchema,
    detail: v.optional(TextsSchema),
    won: v.optional(v.boolean()),
    progress: v.nullish(v.number()),
    status: v.nullish(v.string()),
  }),
});
export type InboxEntry = v.InferOutput<typeof EntrySchema>;

const InboxPageSchema = v.object({
  data: v.array(EntrySchema),
  meta: v.object({
    pagination: PaginationSchema,
    unread: v.number(),
  }),
});
export type InboxPage = v.InferOutput<typeof InboxPageSchema>;

const ReadSchema = v.object({ data: v.object({ unread: v.number() }) });

export async function fetchInboxPage(page: number): Promise<InboxPage> {
  return v.parse(InboxPageSchema, await http.get('inbox', { searchParams: { page, pageSize: INBOX_PAGE_SIZE } }).json());
}

/** Marks entries read (or all of them); answers how many are left unread. */
export async function markRead(which: number[] | 'all'): Promise<number> {
  const json = which === 'all' ? { all: true } : { ids: which };
  return v.parse(ReadSchema, await http.post('inbox/read', { json }).json()).data.unread;
}

/**
 * The member's inbox, newest first, a page at a time ("more"). Kept under the member, so the
 * persisted query cache keeps what was read for offline, and a logout forgets it.
 */
export const inboxQueryOptions = (userId: number) =>
  infiniteQueryOptions({
    queryKey: ['member', userId, 'inbox'],
    queryFn: ({ pageParam }) => fetchInboxPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/**
 * Shows entries read at once (in the list and the header's counter) and gives back what undoes it,
 * for a request the server refused or never got.
 */
export function showRead(queryClient: QueryClient, userId: number, which: number[] | 'all'): () => void {
  const listKey = inboxQueryOptions(userId).queryKey;
  const unreadKey = unreadQueryOptions(userId).queryKey;
  const list = queryClient.getQueryData<InfiniteData<InboxPage, number>>(listKey);
  const unread = queryClient.getQueryData<number>(unreadKey);
  const now = new Date().toISOString();
  const marks = (entry: InboxEntry) => entry.readAt === null && (which === 'all' || which.includes(entry.id));
  const newlyRead = list ? list.pages.flatMap((page) => page.data).filter(marks).length : 0;
  if (list) {
    queryClient.setQueryData<InfiniteData<InboxPage, number>>(listKey, {
      ...list,
      pages: list.pages.map((page) => ({
        ...page,
        data: page.data.map((entry) => (marks(entry) ? { ...entry, readAt: now } : entry)),
        meta: { ...page.meta, unread: which === 'all' ? 0 : Math.max(0, page.meta.unread - newlyRead) },
      })),
    });
  }
  if (unread !== undefined) queryClient.setQueryData(unreadKey, which === 'all' ? 0 : Math.max(0, unread - newlyRead));
  return () => {
    queryClient.setQueryData(listKey, list);
    queryClient.setQueryData(unreadKey, unread);
  };
}
