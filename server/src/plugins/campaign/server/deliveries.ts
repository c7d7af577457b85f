import type { Core } from '@strapi/strapi';
import { draws } from '../../../lib/draws/model';
import { refusal } from '../../../lib/errors';
import { asIso } from './values';
import type { Delivered } from '../shared/contracts';

type DrawRow = { id: number; stage: string; prizesDeliveredAt: unknown };

/**
 * An editor marks a drawn reward's prizes as delivered: the winners' contact, kept on the draw only
 * to deliver them (it outlives a winner's deleted account: privacy policy, docs/security.md), is
 * erased then. Marking again changes nothing and answers the first time; before the draw, refused;
 * a reward that does not exist, not found.
 */
export async function markPrizesDelivered(strapi: Core.Strapi, rewardDocumentId: string): Promise<Delivered> {
  const draw = (await draws(strapi).findOne({ where: { rewardDocumentId }, select: ['id', 'stage', 'prizesDeliveredAt'] })) as DrawRow | null;
  if (!draw && !(await strapi.db.query('api::reward.reward').findOne({ where: { documentId: rewardDocumentId }, select: ['id'] }))) {
    throw refusal(404, 'campaign.reward.notFound', 'Este premio no existe');
  }
  if (!draw || draw.stage !== 'drawn') throw refusal(409, 'campaign.draw.notDrawn', 'Este premio aún no se ha sorteado: no hay premios que entregar');
  // Only the first of two editors marking at once writes the time (the where decides).
  await draws(strapi).updateMany({ where: { id: draw.id, prizesDeliveredAt: null }, data: { prizesDeliveredAt: new Date(), winnersContact: null } });
  const marked = (await draws(strapi).findOne({ where: { id: draw.id }, select: ['prizesDeliveredAt'] })) as { prizesDeliveredAt: unknown };
  return { prizesDeliveredAt: asIso(marked.prizesDeliveredAt) };
}
