import type { Core } from '@strapi/strapi';
import { publishedRewards } from './commitments';
import { draws, drawTimeOf, type DrawRow } from './model';

/**
 * Published rewards whose draw time has passed and whose draw is not drawn (metrics: an operator is
 * told when the scheduler stops drawing). A draw waits a pass or two after its time (the scheduler's
 * period, a beacon's round): the alert on this figure allows for that.
 */
export async function overdueDraws(strapi: Core.Strapi, at: number): Promise<number> {
  const due = (await publishedRewards(strapi)).filter((reward) => drawTimeOf(reward).getTime() <= at);
  if (due.length === 0) return 0;
  const drawn = (await draws(strapi).findMany({ where: { rewardDocumentId: { $in: due.map((r) => r.documentId) }, stage: 'drawn' }, select: ['rewardDocumentId'] })) as Pick<DrawRow, 'rewardDocumentId'>[];
  const done = new Set(drawn.map((d) => d.rewardDocumentId));
  return due.filter((reward) => !done.has(reward.documentId)).length;
}
