import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from '../../lib/http';
import { apiErrorCode } from '../../lib/api-error-code';
import { currentLanguage } from '../../lib/i18n';
import { listOf } from '../../lib/schemas';

/** The price of Chispa Premium (server/src/api/subscription/services/checkout/prices.ts). */
export const PREMIUM_PRICE_ID = 'premium_monthly';

const SubscriptionSchema = v.object({
  documentId: v.string(),
  type: v.picklist(['recurring', 'single']),
  priceId: v.string(),
  state: v.picklist(['pending', 'active', 'past_due', 'cancelled', 'expired', 'duplicate']),
  activatedAt: v.nullish(v.string()),
  cancelledAt: v.nullish(v.string()),
  /** Paid until (the provider's invoices say so); renewed then unless cancelAtPeriodEnd. */
  currentPeriodEnd: v.nullish(v.string()),
  cancelAtPeriodEnd: v.nullish(v.boolean()),
  createdAt: v.nullish(v.string()),
  /** What was paid, taxes included (issue 53). */
  amountCents: v.nullish(v.number()),
  currency: v.nullish(v.string()),
  /** Until when the member may withdraw (14 days after the payment); null when they cannot. */
  withdrawableUntil: v.nullish(v.string()),
});

export type Subscription = v.InferOutput<typeof SubscriptionSchema>;

/** A checkout closed without being paid (the member left the payment page): never a plan they had. */
const closedUnpaid = (item: Subscription) => (item.state === 'cancelled' || item.state === 'expired') && !item.activatedAt;
/** A second checkout paid while one was active: cancelled by the server at once, never the member's plan. */
const duplicate = (item: Subscription) => item.state === 'duplicate';

/**
 * The member's current subscription: the first item of the list (spec §4), newest first. Only
 * subscriptions are asked for (gifts the member bought are in the same list, and a gift is not the
 * member's own plan); a live one (active, or its renewal past due) wins over a newer checkout that was never paid, and a checkout
 * left unpaid is skipped (it must not read as a subscription that "ended"), and so is a duplicate.
 */
export function currentSubscription(list: Subscription[]): Subscription | null {
  const own = list.filter((item) => item.type === 'recurring' && !closedUnpaid(item) && !duplicate(item));
  return own.find((item) => item.state === 'active' || item.state === 'past_due') ?? own[0] ?? null;
}

export async function fetchCurrentSubscription(): Promise<Subscription | null> {
  const body = await http.get('subscriptions', { searchParams: { 'filters[type][$eq]': 'recurring', sort: 'createdAt:desc' } }).json();
  return currentSubscription(v.parse(listOf(SubscriptionSchema), body).data);
}

export const subscriptionQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['member', userId, 'subscription'], queryFn: fetchCurrentSubscription });

const GiftedSchema = v.object({ data: v.nullable(v.object({ premiumUntil: v.pipe(v.string(), v.check((text) => !Number.isNaN(Date.parse(text)))) })) });

/** `GET /api/gifts/mine`: until when gifts (or the team's courtesy) give the member Premium; null when none does. */
export const giftedPremiumQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['member', userId, 'gifted-premium'],
    queryFn: async () => v.parse(GiftedSchema, await http.get('gifts/mine').json()).data?.premiumUntil ?? null,
  });

/** Where the server sends the browser: a web address, never a `javascript:` or other scheme. */
const RedirectSchema = v.object({ url: v.pipe(v.string(), v.url(), v.check((url) => /^https?:\/\//i.test(url))) });

/**
 * `POST /api/subscriptions`: starts the checkout of Chispa Premium; answers where to pay. It carries
 * the member's consent to immediate performance and the amount they were shown, which the server
 * checks against what it would charge (409 `subscription.priceChanged`).
 */
export async function startSubscription(expectedAmountCents: number): Promise<string> {
  const body = await http
    .post('subscriptions', {
      json: { locale: currentLanguage(), priceId: PREMIUM_PRICE_ID, type: 'recurring', consentImmediatePerformance: true, expectedAmountCents },
    })
    .json();
  return v.parse(RedirectSchema, body).url;
}

/** `DELETE /api/subscriptions`: ends the subscription at its paid period's end; answers where to send the browser. */
export async function cancelSubscription(): Promise<string> {
  return v.parse(RedirectSchema, await http.delete('subscriptions').json()).url;
}

/** `POST /api/subscriptions/portal`: the page where the member manages their payment method (Stripe's customer portal). */
export async function openPaymentPortal(): Promise<string> {
  return v.parse(RedirectSchema, await http.post('subscriptions/portal').json()).url;
}

const WithdrawnSchema = v.object({
  data: v.object({ refundedCents: v.pipe(v.number(), v.integer(), v.minValue(0)), currency: v.literal('EUR'), endedAt: v.string() }),
});

export type Withdrawal = v.InferOutput<typeof WithdrawnSchema>['data'];

/**
 * `POST /api/subscriptions/withdraw`: within the 14 days, ends the member's subscription now (or, named
 * by `documentId`, a gift nobody has received yet) and refunds what the law says.
 */
export async function withdrawSubscription(documentId?: string): Promise<Withdrawal> {
  const body = await http.post('subscriptions/withdraw', documentId ? { json: { documentId } } : {}).json();
  return v.parse(WithdrawnSchema, body).data;
}

/** Whether `withdrawableUntil` is still ahead (the server keeps a date already past in the list). */
export const stillWithdrawable = (item: Subscription) => Boolean(item.withdrawableUntil && Date.parse(item.withdrawableUntil) > Date.now());

/** The gifts the member bought that they may still withdraw from (paid, not yet applied to anyone, within the 14 days). */
export const withdrawableGiftsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['member', userId, 'gift-purchases'],
    queryFn: async () => {
      const body = await http.get('subscriptions', { searchParams: { 'filters[type][$eq]': 'single', sort: 'createdAt:desc' } }).json();
      return v.parse(listOf(SubscriptionSchema), body).data.filter((item) => item.type === 'single' && stillWithdrawable(item));
    },
  });

/** The price the member was shown is no longer the one the server would charge. */
export const PRICE_CHANGED = 'checkout.errors.priceChanged';

/** Server codes with a message of their own; anything else is spec §8's generic subscription error. */
const KNOWN_CODES: Record<string, string> = {
  'subscription.alreadyActive': 'subscriptionBox.alreadyActive',
  'subscription.none': 'subscriptionBox.none',
  'payments.unavailable': 'subscription.errors.paymentsUnavailable',
  'subscription.priceChanged': PRICE_CHANGED,
  'subscription.consentRequired': 'checkout.errors.consentRequired',
  'subscription.withdrawalPeriodOver': 'subscriptionBox.withdrawalPeriodOver',
  'subscription.giftDelivered': 'subscriptionBox.giftDelivered',
};

export const GENERIC_ERROR = 'subscription.errors.genericServerError';

export async function subscriptionErrorKey(error: unknown): Promise<string> {
  const code = await apiErrorCode(error);
  return (code && KNOWN_CODES[code]) ?? GENERIC_ERROR;
}
