import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { votesQueryOptions } from './api';
import { usePendingEntries } from '../../offline/page/use-pending-entries';
import { useEnqueue } from '../../offline/page/use-enqueue';

export type MemberVote = {
  support: 1 | -1;
  pending: boolean;
  /** The project's name and type, as the server or the outbox knows them. */
  name?: string;
  projectType?: string;
};

/** What casting a vote needs of a project (the projects feature's Project has it). */
export type VotableProject = { documentId: string; name: string; project_type?: string | null };

/**
 * Whether the member's votes are known: until they are ('loading', or 'error' when they could not
 * be read), a card cannot tell "not voted" from "voted", so it must not offer or refuse a vote. A
 * guest has none ('guest'): they are asked to sign in instead.
 */
export type VotesState = 'loading' | 'error' | 'ready' | 'guest';

export type MemberVotes = { byProject: ReadonlyMap<string, MemberVote>; state: VotesState };

/** Votes as a screen without a member (or a test) sees them: none, and known to be none. */
export const NO_VOTES: MemberVotes = { byProject: new Map(), state: 'ready' };

/**
 * The member's votes as the app shows them: those the server has, and those still in the outbox
 * (shown as cast, marked pending). Casting a vote only ever goes through the outbox.
 */
export function useVoting(userId: number | undefined) {
  const query = useQuery({ ...votesQueryOptions(userId ?? 0), enabled: userId !== undefined });
  const pending = usePendingEntries(userId);
  // Votes once read stay known, even if a later refetch fails.
  const state: VotesState = userId === undefined ? 'guest' : query.data !== undefined ? 'ready' : query.isError ? 'error' : 'loading';
  const { data: server, refetch } = query;

  const byProject = useMemo(() => {
    const map = new Map<string, MemberVote>();
    for (const vote of server ?? []) map.set(vote.project.documentId, { support: vote.support, pending: false, name: vote.project.name ?? undefined, projectType: vote.project.project_type ?? undefined });
    for (const entry of pending) {
      if (entry.kind === 'vote' && !map.has(entry.payload.project)) map.set(entry.payload.project, { support: entry.payload.support, pending: true, name: entry.meta?.name, projectType: entry.meta?.projectType });
    }
    return map;
  }, [server, pending]);

  const votes = useMemo<MemberVotes>(() => ({ byProject, state }), [byProject, state]);
  const retry = useCallback(() => void refetch(), [refetch]);

  const enqueue = useEnqueue();
  const castVote = useCallback(
    (project: VotableProject, support: 1 | -1) =>
      // One vote per project: the vote kind ignores a quick second tap that would send a different one.
      enqueue({ kind: 'vote', payload: { support, project: project.documentId }, meta: { projectType: project.project_type ?? undefined, name: project.name } }),
    [enqueue],
  );

  return { votes, castVote, retry };
}
