import { infiniteQueryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { PaginationSchema, nextPageParam } from '../../lib/pagination';
import { http } from '../../lib/http';
import type { Language } from '../../lib/i18n';
import { NewsPostSchema } from './api';
import { newsPageRequest } from './requests';


const NewsPageSchema = v.object({
  data: v.array(NewsPostSchema),
  meta: v.object({ pagination: PaginationSchema }),
});

export type NewsPage = v.InferOutput<typeof NewsPageSchema>;

export async function fetchNewsPage(page: number): Promise<NewsPage> {
  return v.parse(NewsPageSchema, await http.read(newsPageRequest(page)).json());
}

/** Every news post, newest first, a page at a time ("load more"). */
export const newsListQueryOptions = (language: Language) =>
  infiniteQueryOptions({
    queryKey: ['news-list', language],
    queryFn: ({ pageParam }) => fetchNewsPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
