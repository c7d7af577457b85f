import type { Core } from '@strapi/strapi';
import { now } from '../clock';
import { votingClosesAt } from '../madrid-time';
import { votingClosed } from '../results';
import { resultsState, type ResultsProject } from '../results/visibility';
import type { DocumentWith } from '../documents';
import type { PushEvent } from './deliver';
import { membersWithTopic } from './subscriptions';
import { ownTable } from '../strapi-internals';

const PROJECT = 'api::project.project';
const TOLD_TABLE = 'chispa_push_results';
/** A result older than this when the server first sees it (a long outage, a new server) is no news. */
const NEWS_FOR_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Projects whose voting closed lately with results to show: each told once (a claimed row) to the
 * members who voted on it and chose the results topic. The daily limit per device applies (deliver).
 */
export async function resultsToTell(strapi: Core.Strapi, titlesOf: (documentId: string) => Promise<PushEvent['titles'] | null>) {
  const at = now();
  const projects = (await strapi.documents(PROJECT).findMany({
    status: 'published',
    fields: ['currentstatus', 'project_type', 'voting_start', 'voting_end', 'results_visibility'],
    filters: { voting_end: { $notNull: true } },
    limit: 1000,
  } as never)) as DocumentWith<ResultsProject>[];
  const fresh = projects.filter((project) => {
    if (!votingClosed(project, at) || !resultsState(project, at).shown) return false;
    return at - votingClosesAt(project.voting_end!) < NEWS_FOR_MS;
  });
  const events: PushEvent[] = [];
  // Who asked for results, read once for the pass (and only when a project is news).
  let asked: Promise<number[]> | undefined;
  for (const project of fresh) {
    const claimed = await ownTable(strapi, TOLD_TABLE).insert({ project: project.documentId, told_at: new Date(at) }).onConflict('project').ignore().returning(['project']);
    if (claimed.length === 0) continue;
    const titles = await titlesOf(project.documentId);
    if (!titles) continue;
    asked ??= membersWithTopic(strapi, 'projectResults');
    const voters = await votersAmong(strapi, project.documentId, await asked);
    events.push({ topic: 'projectResults', titles, url: `/projects/${project.documentId}`, members: new Map([...voters].map((id) => [id, {}])) });
  }
  return events;
}

export async function votersAmong(strapi: Core.Strapi, projectDocumentId: string, userIds: number[]) {
  if (userIds.length === 0) return new Set<number>();
  const votes = (await strapi.db
    .query('api::user-project-support.user-project-support')
    .findMany({ where: { voteKey: { $in: userIds.map((id) => `${id}:${projectDocumentId}`) } }, select: ['voteKey'] })) as { voteKey: string }[];
  return new Set(votes.map((vote) => Number(vote.voteKey.split(':')[0])));
}
