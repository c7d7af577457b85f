import type { Core } from '@strapi/strapi';
import { now } from '../clock';
import { resultsFinalAt } from '../late-votes';
import { madridToday } from '../madrid-time';
import { resultsState, type ResultsProject } from '../results/visibility';
import type { DocumentWith } from '../documents';
import { publishedTitles } from '../published-titles';
import { ownTable } from '../strapi-internals';
import type { Announcement } from './announce';

const PROJECT = 'api::project.project';
/** Each project's result told once (a claimed row; the table is named for push, which told results before the inbox did). */
const TOLD_TABLE = 'chispa_push_results';
/** A result older than this when the server first sees it (a long outage, a new server) is no news. */
const DAY_MS = 24 * 60 * 60 * 1000;
const NEWS_FOR_MS = 3 * DAY_MS;

/**
 * Projects whose result became final lately (12 hours after the close, once votes queued offline
 * before it can no longer arrive: lib/late-votes.ts): each told once (a claimed row) to the
 * project's followers (voters follow by default; an unfollow stops it), in their inbox and on the
 * devices that chose the results topic (announce.ts). The daily limit per device applies (push/sender.ts).
 */
export async function resultsToAnnounce(strapi: Core.Strapi): Promise<Announcement[]> {
  const at = now();
  const projects = (await strapi.documents(PROJECT).findMany({
    status: 'published',
    fields: ['currentstatus', 'project_type', 'voting_start', 'voting_end', 'results_visibility'],
    // Only votings that can have become final within the news window (a day's margin): a city's years of
    // closed projects are never read again, and no recent one is crowded out of the page.
    filters: { voting_end: { $gte: madridToday(at - NEWS_FOR_MS - DAY_MS) } },
    limit: 1000,
  } as never)) as DocumentWith<ResultsProject>[];
  const fresh = projects.filter((project) => {
    const state = resultsState(project, at);
    if (!state.shown || !state.final) return false;
    return at - resultsFinalAt(project.voting_end!) < NEWS_FOR_MS;
  });
  const announcements: Announcement[] = [];
  for (const project of fresh) {
    const claimed = await ownTable(strapi, TOLD_TABLE).insert({ project: project.documentId, told_at: new Date(at) }).onConflict('project').ignore().returning(['project']);
    if (claimed.length === 0) continue;
    const titles = await publishedTitles(strapi, PROJECT, project.documentId, 'name');
    if (!titles) continue;
    announcements.push({
      key: `projectResults:${project.documentId}`,
      topic: 'results',
      params: { titles },
      url: `/projects/${project.documentId}`,
      audience: { kind: 'followers', project: project.documentId },
    });
  }
  return announcements;
}
