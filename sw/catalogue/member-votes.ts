import { apiUrl } from '../../src/lib/api-request';
import { MEMBER_VOTES } from '../../src/features/votes/requests';
import { isFromOurServer } from '../../src/offline/outbox/connectivity';
import { readMirroredSession } from '../../src/offline/outbox/store';
import type { MirroredSession } from '../../src/offline/outbox/db';
import { isRecord } from '../picture-sizes';

/** The projects a member voted on are kept offline up to this many (the newest first, as the server lists them). */
export const MAX_VOTED_PROJECTS = 100;

/** The member the worker keeps a session for (the outbox's), or null. */
export const currentMember = (): Promise<MirroredSession | null> => readMirroredSession().catch(() => null);

/**
 * The projects `session`'s member voted on, read with the session the worker keeps for the outbox.
 * Private: read, never stored. Nothing (and no second try) when there is no session, the token has
 * expired or the server does not answer: the next run asks again.
 */
export async function votedProjects(session: MirroredSession | null, language: string, origin: string): Promise<string[]> {
  if (!session) return [];
  try {
    const response = await fetch(apiUrl(MEMBER_VOTES, language, origin), {
      headers: { Authorization: `Bearer ${session.token}` },
      cache: 'no-store',
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok || !isFromOurServer(response)) return [];
    const body: unknown = await response.json();
    const votes = isRecord(body) && Array.isArray(body.data) ? body.data : [];
    const ids = votes
      .map((vote) => (isRecord(vote) && isRecord(vote.project) && typeof vote.project.documentId === 'string' ? vote.project.documentId : undefined))
      .filter((id): id is string => id !== undefined && id !== '');
    return [...new Set(ids)].slice(0, MAX_VOTED_PROJECTS);
  } catch {
    return [];
  }
}
