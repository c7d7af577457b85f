import { factories } from '@strapi/strapi';
import { now } from '../../../lib/clock';
import { refusal } from '../../../lib/errors';
import { appLink, mailLanguage } from '../../../lib/mailer';
import { inMemberTransaction } from '../../../lib/strapi-internals';
import { refreshPremium } from '../../../lib/premium';
import { deliverGift } from '../../../lib/gifts/deliver';
import { checkoutProvider } from './checkout';
import { priceQuote } from './checkout/price-quotes';
import { PRICES, type PriceId } from './checkout/prices';
import { giftReceipt } from './sale/receipts';
import { withdrawSubscription } from './sale/withdraw';

const UID = 'api::subscription.subscription';
/** How long a paid gift's link can be redeemed (docs/decisions/money/gifts.md): one year from payment. */
const GIFT_TERM_MS = 365 * 24 * 60 * 60 * 1000;
/** States of a checkout closed before it was paid: a payment that still arrives for one is refunded. */
const CLOSED_UNPAID = new Set(['cancelled', 'expired', 'duplicate']);

type Start = { priceId: PriceId; type: 'recurring' | 'single'; targetEmail?: string; locale?: string; expectedAmountCents: number };
/** What the provider's checkout completion tells beyond the session: the customer it made, the invoice of a one-off payment. */
type Completion = { customerId?: string | null; invoiceId?: string | null; amountCents?: number | null; currency?: string | null };
type Row = {
  id: number;
  documentId: string;
  provider?: string;
  type: string;
  priceId: string;
  state: string;
  targetEmail: string | null;
  locale_used?: string;
  providerSubscriptionId: string | null;
  providerCustomerId?: string | null;
  checkoutSessionId?: string | null;
  currentPeriodEnd?: string | null;
  cancelAtPeriodEnd?: boolean | null;
  activatedAt: string | null;
  refundedAt: string | null;
  amountCents?: number | null;
  currency?: string | null;
  user?: { id: number };
};
type Outcome = { state: string; refund?: { subscriptionId: string | null } };

export default factories.createCoreService(UID, ({ strapi }) => {
  const rows = () => strapi.db.query(UID);

  return {
    /** Creates a pending subscription (or gift) and the provider's checkout; answers where to pay. */
    async start(user: { id: number; email: string }, input: Start): Promise<{ url: string }> {
      if (PRICES[input.priceId].type !== input.type) {
        throw refusal(400, 'subscription.typeMismatch', `${input.priceId} is bought as ${PRICES[input.priceId].type}`);
      }
      const provider = checkoutProvider();
      // The amount charged is the one read here, which GET /api/prices shows: a member shown another
      // (the price changed since their page was drawn) is told, and charged nothing.
      const price = await priceQuote(input.priceId);
      if (price.amountCents !== input.expectedAmountCents) {
        throw refusal(409, 'subscription.priceChanged', 'The price has changed since it was shown', { amountCents: price.amountCents, currency: price.currency });
      }
      // The member's row is locked while their open subscriptions are counted, so two starts at
      // once cannot both see none (complete() checks again: two checkouts can still both be paid).
      const subscription = await inMemberTransaction(strapi, user.id, async () => {
        if (input.type === 'recurring') {
          const active = await rows().findOne({ where: { user: user.id, type: 'recurring', state: 'active' }, select: ['id'] });
          if (active) throw refusal(409, 'subscription.alreadyActive', 'You already have Chispa Premium');
        }
        // Written by the server only (lib/server-written.ts): the query engine, not the Document Service.
        return (await rows().create({
          data: {
            type: input.type,
            priceId: input.priceId,
            state: 'pending',
            provider: provider.name,
            targetEmail: input.targetEmail,
            // The member ticked the consent to immediate performance (the controller refuses without it).
            consentedAt: new Date(now()),
            amountCents: price.amountCents,
            currency: price.currency,
            locale_used: input.locale,
            user: user.id,
          },
        })) as Row;
      });
      if (input.type === 'single') {
        // Its link's token is made when the link is mailed (lib/gifts/deliver.ts).
        await strapi.db.query('api::gift.gift').create({
          data: { targetEmail: input.targetEmail!, state: 'pending', subscriptionDocumentId: subscription.documentId, purchaser: user.id },
        });
      }
      const { sessionId, url } = await provider.createCheckout({
        reference: subscription.documentId,
        priceId: input.priceId,
        mode: input.type,
        email: user.email,
        locale: mailLanguage(input.locale),
        successUrl: appLink('/subscription/success?session_id={CHECKOUT_SESSION_ID}'),
        cancelUrl: appLink('/subscription/cancel'),
      });
      await rows().update({ where: { id: subscription.id }, data: { checkoutSessionId: sessionId } });
      return { url };
    },

    /**
     * A paid checkout: the subscription becomes active and the member premium, or the gift is paid
     * and its link mailed. Safe to call again for the same session (providers retry webhooks).
     */
    async complete(sessionId: string, providerSubscriptionId: string | null = null, completion: Completion = {}) {
      const found: Row | null = await rows().findOne({ where: { checkoutSessionId: sessionId }, populate: { user: { select: ['id'] } } });
      if (!found) throw refusal(404, 'checkout.notFound', 'There is no such checkout');
      const record = async (): Promise<Outcome> => {
        const current: Row = await rows().findOne({ where: { id: found.id } });
        if (current.state !== 'pending') {
          // Paid after it was closed (its member deleted their account, or left the checkout), or a
          // duplicate whose refund failed before: the money is for nothing we will deliver. Its
          // provider subscription is recorded, then ended and refunded below, once.
          if (current.activatedAt || current.refundedAt || !CLOSED_UNPAID.has(current.state)) return { state: current.state };
          if (providerSubscriptionId && !current.providerSubscriptionId) await rows().update({ where: { id: found.id }, data: { providerSubscriptionId } });
          return { state: current.state, refund: { subscriptionId: current.providerSubscriptionId ?? providerSubscriptionId } };
        }
        if (found.type === 'recurring' && found.user) {
          // At most one active subscription: a second checkout paid meanwhile is a duplicate.
          const active = await rows().findOne({ where: { user: found.user.id, type: 'recurring', state: 'active' }, select: ['id'] });
          if (active) {
            await rows().update({ where: { id: found.id }, data: { state: 'duplicate', cancelledAt: new Date(), providerSubscriptionId } });
            return { state: 'duplicate', refund: { subscriptionId: providerSubscriptionId } };
          }
        }
        await rows().update({
          where: { id: found.id },
          data: {
            state: 'active',
            activatedAt: new Date(now()),
            providerSubscriptionId: current.providerSubscriptionId ?? providerSubscriptionId,
            providerCustomerId: current.providerCustomerId ?? completion.customerId ?? null,
            // What the provider says was paid, which a withdrawal refunds from (the quote's amount until told).
            amountCents: completion.amountCents ?? current.amountCents ?? null,
            currency: completion.currency?.toUpperCase() ?? current.currency ?? null,
          },
        });
        if (found.type !== 'single') return { state: 'active' };
        const gifts = strapi.db.query('api::gift.gift');
        const gift = await gifts.findOne({ where: { subscriptionDocumentId: found.documentId, state: 'pending' }, select: ['id'] });
        if (gift) await gifts.update({ where: { id: gift.id }, data: { state: 'paid', expiresAt: new Date(Date.now() + GIFT_TERM_MS) } });
        return { state: 'active' };
      };
      const { state, refund } = found.user ? await inMemberTransaction(strapi, found.user.id, record) : await strapi.db.transaction(record);
      if (state === 'active' && found.type === 'recurring' && found.user) await refreshPremium(strapi, found.user.id);
      if (refund) {
        // A second subscription, or one paid for an account closed before: ended and given back at
        // the provider (docs/decisions/money/one-subscription.md), then marked, so a repeated completion does nothing more.
        // A failure fails the event: the provider's retry refunds it then.
        strapi.log.warn(`subscription ${found.documentId}: paid while ${state === 'duplicate' ? 'another is active' : state}; ended and refunded at ${found.provider ?? 'the provider'}`);
        await checkoutProvider().refundCheckout(sessionId, refund.subscriptionId);
        await rows().update({ where: { id: found.id }, data: { refundedAt: new Date() } });
      }
      // After the payment is recorded, so that a mail server hiccup does not undo it; a failure here
      // fails the event, and the provider's retry (state already active) delivers the gift then.
      if (state === 'active' && found.type === 'single') {
        await deliverGift(strapi, found.documentId, mailLanguage(found.locale_used));
        // The payer's receipt, once per payment (a retry of the event finds it mailed).
        await giftReceipt(strapi, sessionId, completion);
      }
      return found;
    },

    /** A checkout the member left (`cancelled`) or the provider let expire (`expired`): the pending subscription is closed. */
    async abandon(sessionId: string, state: 'cancelled' | 'expired' = 'cancelled') {
      const subscription: Row | null = await rows().findOne({ where: { checkoutSessionId: sessionId } });
      if (subscription?.state === 'pending') await rows().update({ where: { id: subscription.id }, data: { state, cancelledAt: new Date() } });
    },

    /**
     * Cancels the member's subscription at the end of the period paid (docs/decisions/money/cancel-at-period-end.md):
     * it is not renewed, and Premium stays until `currentPeriodEnd`, when the provider's deletion (or
     * the lapse job, lib/premium.ts, if that is late) ends it. One whose renewal is past due has no
     * paid period left: it ends now. Asked again, answers the same.
     */
    async cancelCurrent(userId: number): Promise<{ url: string; checkoutUrl: string; endsAt: string | null }> {
      // Live: active, or its renewal past due (the provider would go on trying to charge it).
      const live: Row | null = await rows().findOne({ where: { user: userId, type: 'recurring', state: { $in: ['active', 'past_due'] } }, orderBy: { id: 'desc' } });
      if (!live) throw refusal(404, 'subscription.none', 'You have no active subscription');
      const provider = checkoutProvider();
      let endsAt: string | null;
      if (live.state === 'past_due') {
        await provider.cancelSubscription(live.providerSubscriptionId);
        const cancelledAt = new Date(now());
        await inMemberTransaction(strapi, userId, async () => {
          await rows().update({ where: { id: live.id }, data: { state: 'cancelled', cancelledAt } });
        });
        endsAt = cancelledAt.toISOString();
      } else {
        if (!live.cancelAtPeriodEnd) {
          await provider.cancelAtPeriodEnd(live.providerSubscriptionId);
          // As the provider's customer.subscription.updated will say (the local checkout's own event does the same).
          await inMemberTransaction(strapi, userId, async () => {
            await rows().update({ where: { id: live.id }, data: { cancelAtPeriodEnd: true } });
          });
        }
        endsAt = live.currentPeriodEnd ? new Date(live.currentPeriodEnd).toISOString() : null;
      }
      // Premium stays while anything gives it (the period paid; a gift's year).
      await refreshPremium(strapi, userId);
      const url = appLink('/subscription/cancel');
      return { url, checkoutUrl: url, endsAt };
    },

    /** Withdrawal within 14 days (services/sale/withdraw.ts). */
    withdraw: (userId: number, documentId?: string) => withdrawSubscription(strapi, userId, documentId),

    /**
     * Where the member manages their payment method: the provider's portal for the customer of their
     * live subscription (else of their latest paid purchase). 404 `subscription.none` without one.
     */
    async portal(userId: number): Promise<{ url: string }> {
      const provider = checkoutProvider();
      const live: Row | null =
        (await rows().findOne({ where: { user: userId, type: 'recurring', state: { $in: ['active', 'past_due'] } }, orderBy: { id: 'desc' } })) ??
        (await rows().findOne({ where: { user: userId, activatedAt: { $notNull: true } }, orderBy: { id: 'desc' } }));
      if (!live?.checkoutSessionId) throw refusal(404, 'subscription.none', 'You have no subscription to manage');
      return { url: await provider.portalUrl({ customerId: live.providerCustomerId ?? null, sessionId: live.checkoutSessionId, returnUrl: appLink('/profile') }) };
    },
  };
});
