import type { Core } from '@strapi/strapi';
import { appLink, sendMail, templates } from '../mailer';
import type { MailLanguage } from '../mailer/templates';
import { refreshPremium } from '../premium';
import { applyPaidGifts } from './apply';
import { giftAppliedMail } from './tell';
import { newGiftToken } from './tokens';

const GIFTS = 'api::gift.gift';
const USERS = 'plugin::users-permissions.user';

type Gift = { id: number; documentId: string; targetEmail: string; state: string; deliveredAt: string | null; premiumUntil: string | null; redeemedBy: { id: number; firstName: string | null; email: string } | null };

/**
 * A paid gift reaches its recipient once: applied to the account of its address with a mail saying
 * so, or its sign-up link mailed. `deliveredAt` is written after the mail, so an attempt that failed
 * anywhere is done again whole by the next (a mail may then go twice, never not at all; a link mailed
 * again replaces the first).
 */
export async function deliverGift(strapi: Core.Strapi, subscriptionDocumentId: string, language: MailLanguage) {
  const gifts = strapi.db.query(GIFTS);
  const gift = (await gifts.findOne({ where: { subscriptionDocumentId }, populate: { redeemedBy: { select: ['id', 'firstName', 'email'] } } })) as Gift | null;
  if (!gift || gift.deliveredAt || (gift.state !== 'paid' && gift.state !== 'redeemed')) return;
  if (gift.state === 'paid') {
    const member = (await strapi.db.query(USERS).findOne({ where: { email: { $eqi: gift.targetEmail } }, select: ['id', 'email', 'firstName'] })) as Gift['redeemedBy'];
    if (member) {
      const applied = await applyPaidGifts(strapi, member);
      const mine = applied.find((one) => one.id === gift.id);
      // Applied meanwhile by another attempt (or the member's own sign-in): that one told them.
      if (!mine) return;
      await sendMail(strapi, member.email, giftAppliedMail(language, member, applied));
    } else {
      const token = await newGiftToken(strapi, gift.documentId);
      const link = appLink(`/registration?token=${token}&email=${encodeURIComponent(gift.targetEmail)}`);
      await sendMail(strapi, gift.targetEmail, templates.gift(language, { link }));
    }
  } else if (gift.redeemedBy && gift.premiumUntil) {
    // Applied by an attempt that failed afterwards (its Premium or its mail): both are done again.
    await refreshPremium(strapi, gift.redeemedBy.id);
    await sendMail(strapi, gift.redeemedBy.email, giftAppliedMail(language, gift.redeemedBy, [{ id: gift.id, documentId: gift.documentId, until: new Date(gift.premiumUntil) }]));
  } else return; // its redeemer's account is gone: nobody to tell
  await gifts.update({ where: { id: gift.id }, data: { deliveredAt: new Date() } });
}
