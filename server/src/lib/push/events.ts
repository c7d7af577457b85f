import type { Core } from '@strapi/strapi';
import { afterCommit } from '../after-commit';
import { votingClosesAt } from '../madrid-time';
import { schedule } from '../operations/scheduled-jobs';
import { now as clockNow } from '../clock';
import { forgetPastDays } from './daily-limit';
import { deliver, type PushEvent } from './deliver';
import { pushConfig } from './config';
import { forgetSentEvents } from './event-counts';
import { startPushSender } from './sender';
import { ownTable } from '../strapi-internals';
import { publishedTitles } from '../published-titles';
import type { DocumentWith } from '../documents';

const PROJECT = 'api::project.project';
const CLOSING_TABLE = 'chispa_push_closing';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Queues off the request path: the editor's publish or the member's vote never waits for the queue's insert. */
function later(strapi: Core.Strapi, what: string, event: () => Promise<PushEvent | null>) {
  void event()
    .then((ready) => (ready ? deliver(strapi, ready) : null))
    .catch((error: Error) => strapi.log.warn(`Push ${what} failed: ${error.message}`));
}

/**
 * The events members can be notified of by push alone: a project published for the first time,
 * voting closing within a day on a project they have not voted, and a vote they cast offline that
 * arrived later (`offlineVoteArrived`, called by the votes' controller). What followers hear (a
 * result, a draw, an update) is announced by lib/following, to their inbox and by push.
 */
export async function startPushEvents(strapi: Core.Strapi) {
  if (!pushConfig()) return;
  startPushSender(strapi);

  strapi.documents.use(async (context, next) => {
    if (context.uid !== PROJECT || context.action !== 'publish') return next();
    const documentId = (context.params as { documentId?: string }).documentId;
    const before = documentId ? await strapi.documents(PROJECT).findOne({ documentId, status: 'published', fields: ['id'] } as never) : null;
    const result = await next();
    if (documentId && !before) {
      afterCommit(strapi, () =>
        later(strapi, 'newProjects', async () => {
          const titles = await publishedTitles(strapi, PROJECT, documentId, 'name');
          if (!titles) return null;
          return { key: `newProjects:${documentId}`, topic: 'newProjects', titles, url: `/projects/${documentId}`, audience: { kind: 'topic' } };
        }),
      );
    }
    return result;
  });

  await schedule(strapi, { name: 'push-voting-closing', everyMs: Number(process.env.PUSH_CLOSING_CHECK_MS ?? 15 * 60 * 1000), run: () => tellVotingClosing(strapi) });
}

/** A member's vote, cast offline, arrived now: their DIDs for it are in. */
export function offlineVoteArrived(strapi: Core.Strapi, userId: number, projectDocumentId: string) {
  if (!pushConfig()) return;
  later(strapi, 'offlineDids', async () => {
    const titles = await publishedTitles(strapi, PROJECT, projectDocumentId, 'name');
    if (!titles) return null;
    // A member votes on a project once: its offline vote is news once.
    const members = new Map([[userId, {}]]);
    return { key: `offlineDids:${userId}:${projectDocumentId}`, topic: 'offlineDids', titles, url: '/profile/dids', audience: { kind: 'members', members } };
  });
}

/** Projects whose voting ends within 24 h: each told once (a claimed row), to members who have not voted on it. */
async function tellVotingClosing(strapi: Core.Strapi, now = clockNow()) {
  const projects = (await strapi.documents(PROJECT).findMany({
    status: 'published',
    fields: ['voting_end'],
    filters: { voting_end: { $notNull: true }, currentstatus: 'published' },
    limit: 1000,
  } as never)) as DocumentWith<{ voting_end: string }>[];
  for (const project of projects) {
    const closesAt = votingClosesAt(project.voting_end);
    if (closesAt <= now || closesAt - now > DAY_MS) continue;
    const claimed = await ownTable(strapi, CLOSING_TABLE).insert({ project: project.documentId, told_at: new Date(now) }).onConflict('project').ignore().returning(['project']);
    if (claimed.length === 0) continue;
    later(strapi, 'votingClosing', async () => {
      const titles = await publishedTitles(strapi, PROJECT, project.documentId, 'name');
      if (!titles) return null;
      const audience = { kind: 'voters', project: project.documentId, voted: false } as const;
      return { key: `votingClosing:${project.documentId}`, topic: 'votingClosing', titles, url: `/projects/${project.documentId}`, audience };
    });
  }
  await forgetPastDays(strapi, now);
  await forgetSentEvents(strapi, now);
}
