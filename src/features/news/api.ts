import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from '../../lib/http';
import { BlocksSchema, listOf, LocaleSchema, MediaSchema, singleOf } from '../../lib/schemas';
import type { Language } from '../../lib/i18n';

export const NewsPostSchema = v.object({
  documentId: v.string(),
  locale: LocaleSchema,
  title: v.string(),
  excerpt: v.nullish(v.string()),
  content_rt: BlocksSchema,
  date: v.string(),
  image: v.nullish(MediaSchema),
});

export type NewsPost = v.InferOutput<typeof NewsPostSchema>;

export const LATEST_NEWS = 3;

export async function fetchLatestNews(): Promise<NewsPost[]> {
  const searchParams = { populate: 'all', sort: 'date:desc', 'pagination[limit]': LATEST_NEWS };
  return v.parse(listOf(NewsPostSchema), await http.get('news', { searchParams }).json()).data;
}

export async function fetchNewsPost(documentId: string): Promise<NewsPost> {
  return v.parse(singleOf(NewsPostSchema), await http.get(`news/${encodeURIComponent(documentId)}`, { searchParams: { populate: 'all' } }).json()).data;
}

export const latestNewsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: ['news', language], queryFn: fetchLatestNews });

export const newsPostQueryOptions = (documentId: string, language: Language) =>
  queryOptions({ queryKey: ['news', documentId, language], queryFn: () => fetchNewsPost(documentId) });
