import type { Core } from '@strapi/strapi';
import { tableOf } from '../member-writes/records';

const VOTES = 'api::user-project-support.user-project-support';

/** A tally is counted again once this old: what a vote on another instance can leave unseen. */
export const TALLY_MAX_AGE_MS = 30_000;

/** Votes of +1 (support, or a lookwhat's option 2) and of -1 (oppose, or option 1). */
export type Counts = { positive: number; negative: number };

const tallies = new Map<string, { counts: Counts; countedAt: number }>();

/** A vote was cast here: its project's tally is counted again on the next read. */
export const dropTally = (projectDocumentId: string) => {
  tallies.delete(projectDocumentId);
};

/** One aggregate over the votes of the projects named, grouped by project and support. */
async function countVotes(strapi: Core.Strapi, projectDocumentIds: string[]) {
  const { table, column } = tableOf(strapi, VOTES);
  const knex = strapi.db.connection;
  const rows = (await knex(table)
    .select(knex.ref(column('projectDocumentId')).as('project'), knex.ref(column('support')).as('support'))
    .count({ votes: '*' })
    .whereIn(column('projectDocumentId'), projectDocumentIds)
    .groupBy(column('projectDocumentId'), column('support'))) as { project: string; support: number | string; votes: number | string }[];
  const counted = new Map(projectDocumentIds.map((id) => [id, { positive: 0, negative: 0 }]));
  for (const row of rows) {
    const counts = counted.get(String(row.project))!;
    if (Number(row.support) === 1) counts.positive += Number(row.votes);
    else if (Number(row.support) === -1) counts.negative += Number(row.votes);
  }
  return counted;
}

/** The tallies of these projects: kept ones when fresh, the rest counted together in one statement. */
export async function talliesOf(strapi: Core.Strapi, projectDocumentIds: string[], now = Date.now()) {
  const result = new Map<string, Counts>();
  const stale: string[] = [];
  for (const id of projectDocumentIds) {
    const kept = tallies.get(id);
    if (kept && now - kept.countedAt < TALLY_MAX_AGE_MS) result.set(id, kept.counts);
    else stale.push(id);
  }
  if (stale.length > 0) {
    const counted = await countVotes(strapi, stale);
    for (const [id, counts] of counted) {
      tallies.set(id, { counts, countedAt: now });
      result.set(id, counts);
    }
  }
  return result;
}

/** Whole percentages that add up to 100 (largest remainder); none while nobody has voted. */
export function sharesOf({ positive, negative }: Counts): Counts {
  const total = positive + negative;
  if (total === 0) return { positive: 0, negative: 0 };
  const exactPositive = (positive * 100) / total;
  const floorPositive = Math.floor(exactPositive);
  const floorNegative = Math.floor((negative * 100) / total);
  const left = 100 - floorPositive - floorNegative;
  if (left === 0) return { positive: floorPositive, negative: floorNegative };
  // One point is left over: it goes to the larger remainder (to support on a tie).
  return exactPositive - floorPositive >= (negative * 100) / total - floorNegative
    ? { positive: floorPositive + left, negative: floorNegative }
    : { positive: floorPositive, negative: floorNegative + left };
}
