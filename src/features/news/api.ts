import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from '../../lib/http';
import { BlocksSchema, listOf, LocaleSchema, MediaSchema, singleOf } from '../../lib/schemas';
import type { Language } from '../../lib/i18n';
import { LATEST_NEWS_REQUEST, newsPostRequest } from './requests';

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


export async function fetchLatestNews(): Promise<NewsPost[]> {
  return v.parse(listOf(NewsPostSchema), await http.read(LATEST_NEWS_REQUEST).json()).data;
}

export async function fetchNewsPost(documentId: string): Promise<NewsPost> {
  return v.parse(singleOf(NewsPostSchema), await http.read(newsPostRequest(documentId)).json()).data;
}

export const latestNewsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: ['news', language], queryFn: fetchLatestNews });

export const newsPostQueryOptions = (documentId: string, language: Language) =>
  queryOptions({ queryKey: ['news', documentId, language], queryFn: () => fetchNewsPost(documentId) });
