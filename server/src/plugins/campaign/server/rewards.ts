import type { Core } from '@strapi/strapi';
import { DRAW_UID } from '../../../lib/draws/model';
import { entryTotalsByReward, signUpCountsByReward } from '../../../lib/strapi-internals';
import { asIso } from './values';
import type { DrawStage, RewardRow } from '../shared/contracts';
import type { DocumentWith } from '../../../lib/documents';

const REWARD = 'api::reward.reward';

type RewardDoc = DocumentWith<{ title: string; cost: number; start_date: string; end_date: string; draw_date: string | null; prizes: number | null; project: { documentId: string; name: string; project_type: string } | null }>;

/** Every reward (its Spanish version), with what members spent on it, its tickets and its draw's stage. */
export async function rewardFigures(strapi: Core.Strapi): Promise<RewardRow[]> {
  const rewards = (await strapi.documents(REWARD).findMany({
    status: 'draft',
    locale: 'es',
    fields: ['title', 'cost', 'start_date', 'end_date', 'draw_date', 'prizes'],
    populate: { project: { fields: ['name', 'project_type'] } },
    sort: ['createdAt:asc'],
    limit: 10_000,
  } as never)) as RewardDoc[];
  const [entries, signUps, draws] = await Promise.all([entriesByReward(strapi), signUpsByReward(strapi), drawsByReward(strapi)]);
  return rewards.map((reward) => {
    const spent = entries.get(reward.documentId) ?? { entries: 0, tickets: 0, dids: 0 };
    const forms = signUps.get(reward.documentId) ?? 0;
    const draw = draws.get(reward.documentId);
    return {
      documentId: reward.documentId,
      title: reward.title,
      project: reward.project ? { documentId: reward.project.documentId, name: reward.project.name, type: reward.project.project_type } : null,
      cost: reward.cost,
      startDate: reward.start_date,
      endDate: reward.end_date,
      drawDate: reward.draw_date,
      prizes: Math.max(1, reward.prizes ?? 1),
      entries: spent.entries,
      didsSpent: spent.dids,
      signUps: forms,
      // Each DIDs entry of amount n is n tickets; each sign-up one (lib/draws/tickets.ts).
      tickets: spent.tickets + forms,
      draw: draw ?? null,
    };
  });
}

async function entriesByReward(strapi: Core.Strapi) {
  return new Map((await entryTotalsByReward(strapi)).map(({ reward, ...spent }) => [reward, spent]));
}

async function signUpsByReward(strapi: Core.Strapi) {
  return new Map((await signUpCountsByReward(strapi)).map((row) => [row.reward, row.signUps]));
}

async function drawsByReward(strapi: Core.Strapi) {
  const rows = (await strapi.db.query(DRAW_UID).findMany({ select: ['rewardDocumentId', 'stage', 'frozenAt', 'drawnAt', 'prizesDeliveredAt'] })) as Array<{
    rewardDocumentId: string;
    stage: DrawStage;
    frozenAt: unknown;
    drawnAt: unknown;
    prizesDeliveredAt: unknown;
  }>;
  return new Map(
    rows.map((row) => [row.rewardDocumentId, { stage: row.stage, frozenAt: asIso(row.frozenAt), drawnAt: asIso(row.drawnAt), prizesDeliveredAt: asIso(row.prizesDeliveredAt) }]),
  );
}
