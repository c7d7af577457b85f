import type { Core } from '@strapi/strapi';
import { DRAW_UID } from '../lib/draws/model';
import { insertMemberRecordsInBulk } from '../lib/strapi-internals';
import type { DemoDocument } from './demo-dates';
import { PAST_DRAW } from './content/vote-history';
import { demoEntries, type demoVotes } from './demo-vote-plan';

/**
 * The demo's past draw (PAST_DRAW): entries by its project's demo voters, each paid with DIDs their
 * votes earned, written as the entry path writes them (the entry and its spend), dated inside the
 * reward's window. Only while the draw is not frozen yet (an existing database whose draw was made
 * keeps it): the scheduler then freezes and draws it, with winners, at its first pass.
 */

const ENTRIES = 'api::participation.participation';
const RECORDS = 'api::did-record.did-record';
const REWARD = 'api::reward.reward';

type Planned = ReturnType<typeof demoVotes>;
/** What a voter had earned by a moment, in DIDs. */
type Earned = (voter: number, at: Date) => number;

export async function seedPastDrawEntries(strapi: Core.Strapi, demo: DemoDocument[], { ids, votes, earned, now }: { ids: number[]; votes: Planned; earned: Earned; now: number }) {
  const rewardId = demo.find((d) => d.kind === 'reward' && d.key === PAST_DRAW.reward)?.documentId;
  const projectId = demo.find((d) => d.kind === 'project' && d.key === PAST_DRAW.project)?.documentId;
  if (!rewardId || !projectId) return 0;
  const reward = (await strapi.documents(REWARD).findOne({ documentId: rewardId, status: 'published', locale: 'es', fields: ['cost', 'start_date', 'end_date'] } as never)) as {
    cost: number;
    start_date: string;
    end_date: string;
  } | null;
  const draw = (await strapi.db.query(DRAW_UID).findOne({ where: { rewardDocumentId: rewardId }, select: ['stage'] })) as { stage: string } | null;
  if (!reward || (draw && draw.stage !== 'committed')) return 0;
  const window = { opens: Date.parse(reward.start_date), closes: Math.min(Date.parse(reward.end_date), now) };
  const entries = demoEntries(votes, projectId, window)
    .map((entry) => ({ ...entry, amount: Math.min(entry.amount, Math.floor(earned(entry.voter, entry.at) / reward.cost)) }))
    .filter((entry) => entry.amount > 0);
  const written = entries.map((entry) => {
    const userId = ids[entry.voter]!;
    const requestKey = `${userId}:demo-${PAST_DRAW.reward}`;
    return { userId, at: entry.at, amount: entry.amount, total: entry.amount * reward.cost, requestKey };
  });
  await insertMemberRecordsInBulk(
    strapi,
    ENTRIES,
    written.map(({ userId, at, amount, total, requestKey }) => ({ userId, at, data: { rewardDocumentId: rewardId, amount, cost: reward.cost, total, date: at, locale_used: 'es', requestKey } })),
  );
  await insertMemberRecordsInBulk(
    strapi,
    RECORDS,
    written.map(({ userId, at, total, requestKey }) => ({ userId, at, data: { amount: -total, reason: 'participation', eventKey: `participation:${requestKey}`, subjectType: 'reward', subjectDocumentId: rewardId } })),
  );
  return written.length;
}
