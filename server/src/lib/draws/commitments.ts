import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { lockName } from '../strapi-internals';
import { newSeed } from './algorithm';
import { beaconConfig, roundFor } from './beacon';
import { saveDrawSecrets } from './secrets';
import { draws, drawTimeOf, REWARD_FIELDS, type DrawnReward, type DrawRow } from './model';
import type { DocumentWith } from '../documents';

/**
 * The reward's draw, committed the first time anyone needs it (the reward is read, entered, or the
 * scheduler passes): a secret seed whose hash is public from then on and, with a beacon, the round
 * whose randomness will be mixed in. Exactly one per reward, whichever instance gets there first.
 */
export async function ensureDraw(strapi: Core.Strapi, reward: Pick<DrawnReward, 'documentId' | 'title' | 'end_date' | 'draw_date'>): Promise<DrawRow> {
  const existing = (await draws(strapi).findOne({ where: { rewardDocumentId: reward.documentId } })) as DrawRow | null;
  if (existing) return existing;
  const created: unknown = await strapi.db.transaction(async ({ trx }) => {
    await lockName(strapi, trx, `draw:${reward.documentId}`);
    const again = (await draws(strapi).findOne({ where: { rewardDocumentId: reward.documentId } })) as DrawRow | null;
    if (again) return again;
    const beacon = beaconConfig();
    const { seed, commitment } = newSeed();
    await saveDrawSecrets(strapi, trx, reward.documentId, { seed, pseudonymKey: randomBytes(32).toString('hex') });
    return (await draws(strapi).create({
      data: {
        rewardDocumentId: reward.documentId,
        rewardTitle: reward.title,
        stage: 'committed',
        commitment,
        committedAt: new Date(),
        beaconUrl: beacon?.url ?? null,
        beaconRound: beacon ? roundFor(beacon, drawTimeOf(reward)) : null,
      },
    })) as DrawRow;
  });
  return created as DrawRow;
}

/** The published reward with what its draw needs, or null. */
export async function publishedReward(strapi: Core.Strapi, documentId: string) {
  return (await strapi.documents('api::reward.reward').findOne({ documentId, status: 'published', fields: [...REWARD_FIELDS] } as never)) as DrawnReward | null;
}

/** Every published reward: the scheduler commits the draws nobody has asked for yet. */
export async function publishedRewards(strapi: Core.Strapi) {
  return (await strapi.documents('api::reward.reward').findMany({ status: 'published', fields: [...REWARD_FIELDS], limit: 1000 } as never)) as DocumentWith<DrawnReward>[];
}
