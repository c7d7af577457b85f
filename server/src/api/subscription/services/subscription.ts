import { randomBytes } from 'node:crypto';
import { factories } from '@strapi/strapi';
import { refusal } from '../../../lib/errors';
import { appLink, mailLanguage, sendMail, templates } from '../../../lib/mailer';
import { inMemberTransaction } from '../../../lib/member-transaction';
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
        if (current.state !== 'pending') return { state: current.state, giftMail: null };
        if (found.type === 'recurring' && found.user) {
          // At most one active subscription: a second checkout paid meanwhile is a duplicate.
          const active = await rows().findOne({ where: { user: found.user.id, type: 'recurring', state: 'active' }, select: ['id'] });
          if (active) {
            await rows().update({ where: { id: found.id }, data: { state: 'duplicate', cancelledAt: new Date(), providerSubscriptionId } });
            return { state: 'duplicate', giftMail: null };
          }
        }
        await rows().update({ where: { id: found.id }, data: { state: 'active', activatedAt: new Date(), providerSubscriptionId } });
        if (found.type === 'recurring' && found.user) {
          await strapi.db.query(USERS).update({ where: { id: found.user.id }, data: { userType: 'premium' } });
        }
        if (found.type !== 'single') return { state: 'active', giftMail: null };
        const gifts = strapi.db.query('api::gift.gift');
        const gift = await gifts.findOne({ where: { subscriptionDocumentId: found.documentId } });
        if (!gift || gift.state !== 'pending') return { state: 'active', giftMail: null };
        await gifts.update({ where: { id: gift.id }, data: { state: 'paid', expiresAt: new Date(Date.now() + GIFT_TERM_MS) } });
        return { state: 'active', giftMail: { to: gift.targetEmail as string, token: gift.token as string } };
      };
      const { state, giftMail } = found.user ? await inMemberTransaction(strapi, found.user.id, record) : await strapi.db.transaction(record);
      if (state === 'duplicate') {
        // Stops the duplicate's renewals at once; its first payment is refunded by hand (decisions.md).
        strapi.log.warn(`subscription ${found.documentId}: paid while another is active; cancelled at ${found.provider ?? 'the provider'}, refund its first payment`);
        await checkoutProvider().cancelSubscription(providerSubscriptionId);
      }
      // Mailed after the payment is recorded: a mail server hiccup must not undo a paid checkout.
      if (giftMail) {
        const link = appLink(`/registration?token=${giftMail.token}&email=${encodeURIComponent(giftMail.to)}`);
        await sendMail(strapi, giftMail.to, templates.gift(mailLanguage(found.locale_used), { link }));
      }
      return found;
    },

    /** A checkout the member left: the pending subscription is closed. */
    async abandon(sessionId: string) {
      const subscription: Row | null = await rows().findOne({ where: { checkoutSessionId: sessionId } });
      if (subscription?.state === 'pending') await rows().update({ where: { id: subscription.id }, data: { state: 'cancelled', cancelledAt: new Date() } });
    },

    /**
     * Ends the member's active premium subscription; the member stays premium only while another
     * is still active (none can be, since complete() allows one, but older data may hold two).
     * Answers where to send the browser.
     */
    async cancelCurrent(userId: number): Promise<{ url: string }> {
      const active: Row | null = await rows().findOne({ where: { user: userId, type: 'recurring', state: 'active' }, orderBy: { id: 'desc' } });
      if (!active) throw refusal(404, 'subscription.none', 'You have no active subscription');
      await checkoutProvider().cancelSubscription(active.providerSubscriptionId);
      await inMemberTransaction(strapi, userId, async () => {
        await rows().update({ where: { id: active.id }, data: { state: 'cancelled', cancelledAt: new Date() } });
        const stillActive = await rows().findOne({ where: { user: userId, type: 'recurring', state: 'active' }, select: ['id'] });
        if (!stillActive) await strapi.db.query(USERS).update({ where: { id: userId }, data: { userType: 'default' } });
      });
      return { url: appLink('/subscription/cancel') };
    },
  };
});
