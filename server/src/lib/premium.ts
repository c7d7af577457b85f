import type { Core } from '@strapi/strapi';
import { now } from './clock';
import { schedule } from './operations/scheduled-jobs';

const SUBSCRIPTIONS = 'api::subscription.subscription';
const GIFTS = 'api::gift.gift';
const USERS = 'plugin::users-permissions.user';

/** How long Premium runs past a paid period's end while the provider's renewal is on its way. */
export const RENEWAL_GRACE_MS = 60 * 60 * 1000;
/** What a gift gives: a year of Premium from the day it is redeemed or applied (docs/decisions/money/premium.md). */
export const GIFT_PREMIUM_MS = 365 * 24 * 60 * 60 * 1000;

type SubscriptionTerms = { state: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean | null };
type GiftRow = { id: number; premiumUntil: string | null; updatedAt: string };

/** Until when a redeemed gift gives Premium (older gifts, from before `premiumUntil`: a year from their redemption). */
export const giftPremiumUntil = (gift: GiftRow) => Date.parse(gift.premiumUntil ?? '') || Date.parse(gift.updatedAt) + GIFT_PREMIUM_MS;

/**
 * Whether a recurring subscription gives Premium at `at`: an active one until its paid period ends
 * (with the renewal's grace; with no period told yet, as its checkout was paid), one whose renewal
 * failed until the end of the period already paid, and no other.
 */
function subscriptionOwes({ state, currentPeriodEnd, cancelAtPeriodEnd }: SubscriptionTerms, at: number) {
  const end = currentPeriodEnd ? Date.parse(currentPeriodEnd) : null;
  // One cancelled at its period's end is not renewed: no grace.
  if (state === 'active') return end === null || end + (cancelAtPeriodEnd ? 0 : RENEWAL_GRACE_MS) > at;
  return state === 'past_due' && end !== null && end > at;
}

/** Whether a member is owed Premium now: by a recurring subscription (subscriptionOwes), or by a gift whose year has not passed. */
export async function owedPremium(strapi: Core.Strapi, userId: number): Promise<boolean> {
  const at = now();
  const subscriptions = (await strapi.db.query(SUBSCRIPTIONS).findMany({
    where: { user: userId, type: 'recurring', state: { $in: ['active', 'past_due'] } },
    select: ['state', 'currentPeriodEnd', 'cancelAtPeriodEnd'],
  })) as SubscriptionTerms[];
  if (subscriptions.some((subscription) => subscriptionOwes(subscription, at))) return true;
  const gifts = (await strapi.db.query(GIFTS).findMany({ where: { redeemedBy: userId, state: 'redeemed' }, select: ['id', 'premiumUntil', 'updatedAt'] })) as GiftRow[];
  return gifts.some((gift) => giftPremiumUntil(gift) > at);
}

/** Sets the member's `userType` to what they are owed (a member without a payment record is left as they are). */
export async function refreshPremium(strapi: Core.Strapi, userId: number) {
  const owed = await owedPremium(strapi, userId);
  await strapi.db.query(USERS).update({ where: { id: userId }, data: { userType: owed ? 'premium' : 'default' } });
  return owed;
}

/**
 * Ends what has run out: recurring subscriptions whose paid period (and grace) ended without a
 * renewal the provider told of become `expired`, gifts whose year has passed `ended`; their members
 * are set to what they are still owed. A renewal told later revives the subscription (lifecycle/).
 */
export async function endLapsedPremium(strapi: Core.Strapi) {
  const at = now();
  const lapsedSubscriptions = (await strapi.db.query(SUBSCRIPTIONS).findMany({
    where: {
      type: 'recurring',
      state: 'active',
      $or: [{ currentPeriodEnd: { $lt: new Date(at - RENEWAL_GRACE_MS) } }, { cancelAtPeriodEnd: true, currentPeriodEnd: { $lte: new Date(at) } }],
    },
    select: ['id'],
    populate: { user: { select: ['id'] } },
  })) as Array<{ id: number; user: { id: number } | null }>;
  const lapsedGifts = (await strapi.db.query(GIFTS).findMany({
    where: {
      state: 'redeemed',
      $or: [{ premiumUntil: { $lte: new Date(at) } }, { premiumUntil: null, updatedAt: { $lte: new Date(at - GIFT_PREMIUM_MS) } }],
    },
    select: ['id'],
    populate: { redeemedBy: { select: ['id'] } },
  })) as Array<{ id: number; redeemedBy: { id: number } | null }>;
  // Past due, the period paid before has ended: still past due (the provider ends it in time), but no longer Premium.
  const unpaid = (await strapi.db.query(SUBSCRIPTIONS).findMany({
    where: { type: 'recurring', state: 'past_due', currentPeriodEnd: { $lt: new Date(at) }, user: { userType: 'premium' } },
    select: ['id'],
    populate: { user: { select: ['id'] } },
  })) as Array<{ id: number; user: { id: number } | null }>;
  for (const { id } of lapsedSubscriptions) await strapi.db.query(SUBSCRIPTIONS).update({ where: { id }, data: { state: 'expired' } });
  for (const { id } of lapsedGifts) await strapi.db.query(GIFTS).update({ where: { id }, data: { state: 'ended' } });
  const members = new Set([...lapsedSubscriptions, ...unpaid].map(({ user }) => user?.id).concat(lapsedGifts.map(({ redeemedBy }) => redeemedBy?.id)));
  for (const id of members) if (id) await refreshPremium(strapi, id);
  return { subscriptions: lapsedSubscriptions.length, gifts: lapsedGifts.length };
}

/** Checks for lapsed Premium once per period across every instance (PREMIUM_CHECK_MS, a minute by default). */
export async function startPremiumExpiry(strapi: Core.Strapi) {
  await schedule(strapi, { name: 'premium-expiry', everyMs: Number(process.env.PREMIUM_CHECK_MS ?? 60_000), run: () => endLapsedPremium(strapi) });
}
