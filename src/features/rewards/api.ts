import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from '../../lib/http';
import { BlocksSchema, listOf, LocaleSchema, MediaSchema, singleOf } from '../../lib/schemas';
import { STATUSES, TYPES } from '../voting';
import type { Language } from '../../lib/i18n';
import { QuestionSchema } from './signup-questions';
import { rewardRequest } from './requests';

const RewardSchema = v.object({
  documentId: v.string(),
  locale: LocaleSchema,
  title: v.string(),
  text: v.nullish(v.string()),
  cost: v.pipe(v.number(), v.integer(), v.minValue(1)),
  start_date: v.string(),
  end_date: v.string(),
  image: v.nullish(MediaSchema),
  thumbnailImage: v.nullish(MediaSchema),
  terms_conditions: BlocksSchema,
  /** Its sign-up form's questions (a form project's reward); absent from a copy cached before rewards had them. */
  signupQuestions: v.optional(v.array(QuestionSchema)),
  /** Who may enter its draw, and sign up to it (server/src/lib/eligibility/requirements.ts); absent: any member. */
  entryRequirement: v.nullish(v.string()),
  signupRequirement: v.nullish(v.string()),
  project: v.nullish(
    v.object({
      documentId: v.string(),
      name: v.string(),
      currentstatus: v.picklist(STATUSES),
      project_type: v.picklist(TYPES),
      voting_start: v.nullish(v.string()),
      voting_end: v.nullish(v.string()),
    }),
  ),
});

export type Reward = v.InferOutput<typeof RewardSchema>;

const ParticipationSchema = v.object({
  documentId: v.string(),
  rewardId: v.string(),
  amount: v.number(),
  cost: v.number(),
  total: v.number(),
  date: v.string(),
});

export type Participation = v.InferOutput<typeof ParticipationSchema>;

export async function fetchReward(documentId: string): Promise<Reward> {
  return v.parse(singleOf(RewardSchema), await http.read(rewardRequest(documentId)).json()).data;
}

export async function fetchParticipations(rewardId: string): Promise<Participation[]> {
  return v.parse(listOf(ParticipationSchema), await http.get('participations', { searchParams: { documentId: rewardId } }).json()).data;
}

export const rewardQueryOptions = (documentId: string, language: Language) =>
  queryOptions({ queryKey: ['reward', documentId, language], queryFn: () => fetchReward(documentId) });

export const participationsQueryOptions = (userId: number, rewardId: string) =>
  queryOptions({ queryKey: ['member', userId, 'participations', rewardId], queryFn: () => fetchParticipations(rewardId) });
