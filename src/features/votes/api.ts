import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from '../../lib/http';
import { listOf } from '../../lib/schemas';
import { MEMBER_VOTES } from './requests';

const VoteSchema = v.object({
  documentId: v.string(),
  support: v.picklist([1, -1]),
  project: v.object({ documentId: v.string(), name: v.nullish(v.string()), project_type: v.nullish(v.string()) }),
});

export type Vote = v.InferOutput<typeof VoteSchema>;

export async function fetchVotes(): Promise<Vote[]> {
  // Spec §7: the member's votes with all relations (the server answers each with its project).
  return v.parse(listOf(VoteSchema), await http.get(MEMBER_VOTES.path, { searchParams: MEMBER_VOTES.params }).json()).data;
}

export const votesQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['member', userId, 'votes'], queryFn: fetchVotes });
