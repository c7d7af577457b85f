import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from '../../lib/http';
import { listOf, MediaSchema } from '../../lib/schemas';
import type { Language } from '../../lib/i18n';

const ChallengeSchema = v.object({
  documentId: v.string(),
  title: v.string(),
  description: v.nullish(v.string()),
  dids: v.number(),
  imagePath: v.nullish(MediaSchema),
});

export type Challenge = v.InferOutput<typeof ChallengeSchema>;

export async function fetchChallenges(): Promise<Challenge[]> {
  return v.parse(listOf(ChallengeSchema), await http.get('challenges', { searchParams: { populate: 'all' } }).json()).data;
}

export const challengesQueryOptions = (language: Language) =>
  queryOptions({ queryKey: ['challenges', language], queryFn: fetchChallenges });
