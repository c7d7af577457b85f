import { randomBytes } from 'node:crypto';
import { factories } from '@strapi/strapi';
import { refusal } from '../../../lib/errors';
import { appLink, mailLanguage, sendMail, templates } from '../../../lib/mailer';
import type { MailLanguage } from '../../../lib/mailer/templates';
import { inMemberTransaction } from '../../../lib/member-transaction';
import { GIFT_PREMIUM_MS, giftPremiumUntil, refreshPremium } from '../../../lib/premium';
import { checkoutProvider } from './checkout';
import { PRICES, type PriceId } from './checkout/prices';

const UID = 'api::subscription.subscription';
const USERS = 'plugin::users-permissions.user';
/** How long a paid gift's link can be redeemed (docs/decisions.md): one year from payment. */
const GIFT_TERM_MS = 365 * 24 * 60 * 60 * 1000;

type Start = { priceId: PriceId; type: 'recurring' | 'single'; targetEmail?: string; locale?: string };
type Row = { id: number; documentId: string; provider?: string; type: string; priceId: string; state: string; targetEmail: string | null; locale_used?: string; providerSubscriptionId: string | null; user?: { id: number } };

export default factories.createCoreService(UID, ({ strapi }) => {
  const rows = () => strapi.db.query(UID);

  /**
   * A paid gift for an address that already has an account is that member's at once (no link to
   * redeem): a year of Premium, after any gift year they still hold. Null when nobody has the address.
   */
  async function applyGiftToAccount(giftId: number): Promise<{ until: Date; name: string } | null> {
    const gifts = strapi.db.query('api::gift.gift');
    const gift = await gifts.findOne({ where: { id: giftId } });
    if (!gift || gift.state !== 'paid') return null;
    const member = await strapi.db.query(USERS).findOne({ where: { email: String(gift.targetEmail).toLowerCase() }, select: ['id', 'firstName'] });
    if (!member) return null;
    const until = await inMemberTransaction(strapi, member.id, async () => {
      const held = await gifts.findMany({ where: { redeemedBy: member.id, state: 'redeemed' }, select: ['id', 'premiumUntil', 'updatedAt'] });
      const from = Math.max(Date.now(), ...held.map(giftPremiumUntil));
      const premiumUntil = new Date(from + GIFT_PREMIUM_MS);
      const { count } = await gifts.updateMany({ where: { id: gift.id, state: 'paid' }, data: { state: 'redeemed', premiumUntil } });
      if (count !== 1) return null;
      // A relation is written by update() only (updateMany writes the row's own columns).
      await gifts.update({ where: { id: gift.id }, data: { redeemedBy: member.id } });
      return premiumUntil;
    });
    if (!until) return null;
    await refreshPremium(strapi, member.id);
    return { until, name: member.firstName ?? '' };
  }

  /**
   * A paid gift reaches its recipient once: applied to their account with a mail saying so, or its
   * sign-up link mailed. `deliveredAt` is written after the mail, so an attempt that failed anywhere
   * is done again whole by the next (a mail may then go twice, never not at all).
   */
  async function deliverGift(subscriptionDocumentId: string, language: MailLanguage) {
    const gifts = strapi.db.query('api::gift.gift');
    const gift = await gifts.findOne({ where: { subscriptionDocumentId }, populate: { redeemedBy: { select: ['id', 'firstName'] } } });
    if (!gift || gift.deliveredAt || (gift.state !== 'paid' && gift.state !== 'redeemed')) return;
    let applied: { until: Date; name: string } | null = null;
    if (gift.state === 'paid') {
      applied = await applyGiftToAccount(gift.id);
      // Not applied because another attempt redeemed it meanwhile: that one delivers it.
      if (!applied && (await gifts.findOne({ where: { id: gift.id }, select: ['state'] }))?.state !== 'paid') return;
    } else if (gift.redeemedBy && gift.premiumUntil) {
      // Applied by an attempt that failed afterwards (its Premium or its mail): both are done again.
      await refreshPremium(strapi, gift.redeemedBy.id);
      applied = { until: new Date(gift.premiumUntil), name: (gift.redeemedBy.firstName as string | null) ?? '' };
    } else return; // its redeemer's account is gone: nobody to tell
    if (applied) {
      const until = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(applied.until);
      await sendMail(strapi, gift.targetEmail, templates.giftApplied(language, { name: applied.name, until, link: appLink('/profile') }));
    } else {
      const link = appLink(`/registration?token=${gift.token}&email=${encodeURIComponent(gift.targetEmail)}`);
      await sendMail(strapi, gift.targetEmail, templates.gift(language, { link }));
    }
    await gifts.update({ where: { id: gift.id }, data: { deliveredAt: new Date() } });
  }

  return {
    /** Creates a pending subscription (or gift) and the provider's checkout; answers where to pay. */
    async start(user: { id: number; email: string }, input: Start): Promise<{ url: string }> {
      if (PRICES[input.priceId].type !== input.type) {
        throw refusal(400, 'subscription.typeMismatch', `${input.priceId} is bought as ${PRICES[input.priceId].type}`);
      }
      const provider = checkoutProvider();
      // The member's row is locked while their open subscriptions are counted, so two starts at
      // once cannot both see none (complete() checks again: two checkouts can still both be paid).
      const subscription = await inMemberTransaction(strapi, user.id, async () => {
        if (input.type === 'recurring') {
          const active = await rows().findOne({ where: { user: user.id, type: 'recurring', state: 'active' }, select: ['id'] });
          if (active) throw refusal(409, 'subscription.alreadyActive', 'You already have Chispa Premium');
        }
        return (await strapi.documents(UID).create({
          data: {
            type: input.type,
            priceId: input.priceId,
            state: 'pending',
            provider: provider.name,
            targetEmail: input.targetEmail,
            locale_used: input.locale,
            user: user.id,
          },
        })) as unknown as Row;
      });
      if (input.type === 'single') {
        await strapi.documents('api::gift.gift').create({
          data: {
            targetEmail: input.targetEmail!,
            token: randomBytes(24).toString('hex'),
            state: 'pending',
            subscriptionDocumentId: subscription.documentId,
            purchaser: user.id,
          },
        });
      }
      const { sessionId, url } = await provider.createCheckout({
        reference: subscription.documentId,
        priceId: input.priceId,
        mode: input.type,
        email: user.email,
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
    async complete(sessionId: string, providerSubscriptionId: string | null = null) {
      const found: Row | null = await rows().findOne({ where: { checkoutSessionId: sessionId }, populate: { user: { select: ['id'] } } });
      if (!found) throw refusal(404, 'checkout.notFound', 'There is no such checkout');
      const record = async () => {
        const current: Row = await rows().findOne({ where: { id: found.id } });
        if (current.state !== 'pending') return { state: current.state };
        if (found.type === 'recurring' && found.user) {
          // At most one active subscription: a second checkout paid meanwhile is a duplicate.
          const active = await rows().findOne({ where: { user: found.user.id, type: 'recurring', state: 'active' }, select: ['id'] });
          if (active) {
            await rows().update({ where: { id: found.id }, data: { state: 'duplicate', cancelledAt: new Date(), providerSubscriptionId } });
            return { state: 'duplicate' };
          }
        }
        await rows().update({
          where: { id: found.id },
          data: { state: 'active', activatedAt: new Date(), providerSubscriptionId: current.providerSubscriptionId ?? providerSubscriptionId },
        });
        if (found.type !== 'single') return { state: 'active' };
        const gifts = strapi.db.query('api::gift.gift');
        const gift = await gifts.findOne({ where: { subscriptionDocumentId: found.documentId, state: 'pending' }, select: ['id'] });
        if (gift) await gifts.update({ where: { id: gift.id }, data: { state: 'paid', expiresAt: new Date(Date.now() + GIFT_TERM_MS) } });
        return { state: 'active' };
      };
      const { state } = found.user ? await inMemberTransaction(strapi, found.user.id, record) : await strapi.db.transaction(record);
      if (state === 'active' && found.type === 'recurring' && found.user) await refreshPremium(strapi, found.user.id);
      if (state === 'duplicate') {
        // Stops the duplicate's renewals at once; its first payment is refunded by hand (decisions.md).
        strapi.log.warn(`subscription ${found.documentId}: paid while another is active; cancelled at ${found.provider ?? 'the provider'}, refund its first payment`);
        await checkoutProvider().cancelSubscription(providerSubscriptionId);
      }
      // After the payment is recorded, so that a mail server hiccup does not undo it; a failure here
      // fails the event, and the provider's retry (state already active) delivers the gift then.
      if (state === 'active' && found.type === 'single') await deliverGift(found.documentId, mailLanguage(found.locale_used));
      return found;
    },

    /** A checkout the member left (`cancelled`) or the provider let expire (`expired`): the pending subscription is closed. */
    async abandon(sessionId: string, state: 'cancelled' | 'expired' = 'cancelled') {
      const subscription: Row | null = await rows().findOne({ where: { checkoutSessionId: sessionId } });
      if (subscription?.state === 'pending') await rows().update({ where: { id: subscription.id }, data: { state, cancelledAt: new Date() } });
    },

    /**
     * Ends the member's active premium subscription; the member stays premium only while something
     * else gives it (a gift's year; another subscription, which complete() allows only in older data).
     * Answers where to send the browser.
     */
    async cancelCurrent(userId: number): Promise<{ url: string }> {
      // Live: active, or its renewal past due (the provider would go on trying to charge it).
      const active: Row | null = await rows().findOne({ where: { user: userId, type: 'recurring', state: { $in: ['active', 'past_due'] } }, orderBy: { id: 'desc' } });
      if (!active) throw refusal(404, 'subscription.none', 'You have no active subscription');
      await checkoutProvider().cancelSubscription(active.providerSubscriptionId);
      await inMemberTransaction(strapi, userId, async () => {
        await rows().update({ where: { id: active.id }, data: { state: 'cancelled', cancelledAt: new Date() } });
      });
      // Premium stays while anything else gives it (a gift's year).
      await refreshPremium(strapi, userId);
      return { url: appLink('/subscription/cancel') };
    },
  };
});
