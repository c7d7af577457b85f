import type { Core } from '@strapi/strapi';
import { withdrawalEnds } from './withdrawal-terms';

const GIFTS = 'api::gift.gift';

type Item = Record<string, unknown>;

/**
 * The member's subscription list with `withdrawableUntil` (ISO): the end of the withdrawal period of
 * a live subscription, or of a paid gift nobody has redeemed; null where no withdrawal applies
 * (not paid, ended, withdrawn, a gift delivered). A date already past is kept: the app says the 14 days are over.
 */
export async function withdrawableUntil(strapi: Core.Strapi, items: Item[]): Promise<Item[]> {
  const giftIds = items.filter((item) => item.type === 'single' && item.activatedAt).map((item) => item.documentId as string);
  const unredeemed = new Set(
    giftIds.length === 0
      ? []
      : ((await strapi.db.query(GIFTS).findMany({ where: { subscriptionDocumentId: { $in: giftIds }, state: 'paid' }, select: ['subscriptionDocumentId'] })) as Array<{ subscriptionDocumentId: string }>).map(
          (gift) => gift.subscriptionDocumentId,
        ),
  );
  return items.map((item) => {
    const activatedAt = typeof item.activatedAt === 'string' ? Date.parse(item.activatedAt) : NaN;
    const open =
      !Number.isNaN(activatedAt) &&
      !item.withdrawnAt &&
      (item.type === 'recurring' ? item.state === 'active' || item.state === 'past_due' : item.state === 'active' && unredeemed.has(item.documentId as string));
    return { ...item, withdrawableUntil: open ? new Date(withdrawalEnds(activatedAt)).toISOString() : null };
  });
}
