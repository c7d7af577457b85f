import { infiniteQueryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from '../../lib/http';
import type { Language } from '../../lib/i18n';
import { NewsPostSchema } from './api';

/** Posts per page of /news (the server's pagination; each page is its own URL, kept by the worker for offline). */
export const NEWS_PAGE_SIZE = 12;

const NewsPageSchema = v.object({
  data: v.array(NewsPostSchema),
  meta: v.object({ pagination: v.object({ page: v.number(), pageSize: v.number(), pageCount: v.number(), total: v.number() }) }),
});

export type NewsPage = v.InferOutput<typeof NewsPageSchema>;

export async function fetchNewsPage(page: number): Promise<NewsPage> {
  const searchParams = { populate: 'all', sort: 'date:desc', 'pagination[page]': page, 'pagination[pageSize]': NEWS_PAGE_SIZE };
  return v.parse(NewsPageSchema, await http.get('news', { searchParams }).json());
}

/** Every news post, newest first, a page at a time ("load more"). */
export const newsListQueryOptions = (language: Language) =>
  infiniteQueryOptions({
    queryKey: ['news-list', language],
    queryFn: ({ pageParam }) => fetchNewsPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.pagination.page < last.meta.pagination.pageCount ? last.meta.pagination.page + 1 : undefined),
  });
