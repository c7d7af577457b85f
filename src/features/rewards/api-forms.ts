import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from '../../lib/http';
import { listOf } from '../../lib/schemas';

const FormEntrySchema = v.object({
  documentId: v.string(),
  rewardId: v.string(),
  city: v.nullish(v.string()),
  phone: v.nullish(v.string()),
  option: v.nullish(v.number()),
  option2Fields: v.nullish(v.object({ name: v.nullish(v.string()), year: v.nullish(v.number()), location: v.nullish(v.boolean()) })),
  /** Every answer by its question's key (the server fills it for sign-ups made before it kept them). */
  answers: v.nullish(v.record(v.string(), v.union([v.string(), v.number(), v.boolean()]))),
});

export type FormEntry = v.InferOutput<typeof FormEntrySchema>;

export async function fetchFormParticipations(rewardId: string): Promise<FormEntry[]> {
  return v.parse(listOf(FormEntrySchema), await http.get('form-participations', { searchParams: { documentId: rewardId } }).json()).data;
}

export const formParticipationsQueryOptions = (userId: number, rewardId: string) =>
  queryOptions({ queryKey: ['member', userId, 'form-participations', rewardId], queryFn: () => fetchFormParticipations(rewardId) });
