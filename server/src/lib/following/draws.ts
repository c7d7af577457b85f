import type { Core } from '@strapi/strapi';
import type { DrawDone } from '../draws/model';
import { publishedTitles } from '../published-titles';
import type { Announcement } from './announce';

const PROJECT = 'api::project.project';

/** The published project a reward belongs to, if any. */
async function projectOfReward(strapi: Core.Strapi, rewardDocumentId: string): Promise<string | null> {
  const project = await strapi.documents(PROJECT).findFirst({ status: 'published', filters: { reward: { documentId: rewardDocumentId } }, fields: ['id'] } as never);
  return project?.documentId ?? null;
}

/**
 * A draw done, told to its ticket holders (each with whether they won) and to the followers of the
 * reward's project who did not enter (the draw is part of the project they follow; they have no
 * outcome of their own).
 */
export async function drawAnnouncement(strapi: Core.Strapi, { reward, draw, winnerIds, entrantIds }: DrawDone): Promise<Announcement> {
  const titles = (await publishedTitles(strapi, 'api::reward.reward', reward.documentId, 'title')) ?? { es: reward.title, en: null };
  const followersOf = await projectOfReward(strapi, reward.documentId);
  const won = new Set(winnerIds);
  const audience: Announcement['audience'] = entrantIds
    ? { kind: 'members', members: new Map(entrantIds.map((id) => [id, { won: won.has(id) }])), followersOf }
    : { kind: 'drawEntrants', drawId: draw.id, winners: winnerIds, followersOf };
  return { key: `drawResults:${reward.documentId}`, topic: 'draws', params: { titles }, url: `/rewards/${reward.documentId}`, audience };
}
