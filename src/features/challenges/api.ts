import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from '../../lib/http';
import { listOf, LocaleSchema, MediaSchema } from '../../lib/schemas';
import type { Language } from '../../lib/i18n';
import { CHALLENGE_LIST } from './requests';

const ChallengeSchema = v.object({
  documentId: v.string(),
  locale: LocaleSchema,
  title: v.string(),
  description: v.nullish(v.string()),
  dids: v.number(),
  kind: v.nullish(v.string()),
  imagePath: v.nullish(MediaSchema),
});

export type Challenge = v.InferOutput<typeof ChallengeSchema>;

export async function fetchChallenges(): Promise<Challenge[]> {
  return v.parse(listOf(ChallengeSchema), await http.read(CHALLENGE_LIST).json()).data;
}

export const challengesQueryOptions = (language: Language) =>
  queryOptions({ queryKey: ['challenges', language], queryFn: fetchChallenges });

const ProgressSchema = v.object({ data: v.array(v.object({ kind: v.string(), times: v.pipe(v.number(), v.integer(), v.minValue(0)) })) });

/**
 * How many times each kind of challenge has paid the member (GET /api/challenge-progress), by kind.
 * A plain object, not a Map: the query cache is persisted as JSON and read back after a reload.
 */
export async function fetchChallengeProgress(): Promise<Record<string, number>> {
  const { data } = v.parse(ProgressSchema, await http.get('challenge-progress').json());
  return Object.fromEntries(data.map((row) => [row.kind, row.times]));
}

/** Under the member's DID records: a new award refreshes it with them. */
export const challengeProgressQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['member', userId, 'did-records', 'challenge-progress'], queryFn: fetchChallengeProgress });

/** Kinds a member completes again and again (each vote, each share, each referral pays). */
export const REPEATABLE_KINDS = new Set(['vote', 'shareProject', 'sharePost', 'referral']);
