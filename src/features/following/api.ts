import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from '../../lib/http';
import { singleOf } from '../../lib/schemas';

const SourceSchema = v.picklist(['vote', 'manual']);

const FollowSchema = v.object({ project: v.string(), following: v.boolean(), source: v.nullable(SourceSchema) });
export type Follow = v.InferOutput<typeof FollowSchema>;

const FollowsSchema = v.object({ data: v.array(v.object({ project: v.string(), source: SourceSchema })) });
export type FollowedProject = v.InferOutput<typeof FollowsSchema>['data'][number];

const path = (project: string) => `follows/${encodeURIComponent(project)}`;

export const fetchFollow = async (project: string): Promise<Follow> => v.parse(singleOf(FollowSchema), await http.get(path(project)).json()).data;

export const saveFollow = async (project: string, following: boolean): Promise<Follow> =>
  v.parse(singleOf(FollowSchema), await http.put(path(project), { json: { following } }).json()).data;

export const fetchFollows = async (): Promise<FollowedProject[]> => v.parse(FollowsSchema, await http.get('follows').json()).data;

// Keyed under the member: an outbox that settles (a vote delivered, which follows by default) reads them again.
export const followQueryOptions = (userId: number, project: string) =>
  queryOptions({ queryKey: ['member', userId, 'follows', project], queryFn: () => fetchFollow(project) });

export const followsQueryOptions = (userId: number) => queryOptions({ queryKey: ['member', userId, 'follows'], queryFn: fetchFollows });
