import type { Core } from '@strapi/strapi';
import { now } from '../clock';
import { refusal } from '../errors';
import type { MailLanguage } from '../mailer/templates';
import { giftPremiumUntil } from '../premium';
import { applyPaidGifts, type Member } from './apply';
import { tellGiftsApplied } from './tell';
import { giftOfToken } from './tokens';

type Gift = { id: number; targetEmail: string; state: string; expiresAt: string | null; premiumUntil: string | null; updatedAt: string; redeemedBy: { id: number } | null };

/**
 * A gift link followed by a signed-in member: a gift for their own address is applied to their
 * account now (with any other paid for it), or was already; a link for another address, used by
 * someone else or past its year is refused with its reason. Answers until when the gift gives Premium.
 */
export async function redeemGiftLink(strapi: Core.Strapi, member: Member, token: string, language: MailLanguage): Promise<{ premiumUntil: string }> {
  const documentId = await giftOfToken(strapi, token);
  const find = async () =>
    documentId ? ((await strapi.db.query('api::gift.gift').findOne({ where: { documentId }, populate: { redeemedBy: { select: ['id'] } } })) as Gift | null) : null;
  const gift = await find();
  if (!gift || gift.state === 'pending') throw refusal(404, 'gift.notFound', 'This gift link is not valid');
  if (gift.targetEmail.toLowerCase() !== member.email.toLowerCase()) throw refusal(409, 'gift.otherAddress', 'This gift is for another address: sign in with that account');
  if (gift.state === 'paid') {
    if (gift.expiresAt && Date.parse(gift.expiresAt) <= now()) throw refusal(409, 'gift.expired', 'This gift link has expired');
    await tellGiftsApplied(strapi, member, await applyPaidGifts(strapi, member), language, { later: true });
  }
  const after = await find();
  if (after?.state !== 'redeemed' || after.redeemedBy?.id !== member.id) throw refusal(409, 'gift.used', 'This gift has already been used');
  return { premiumUntil: new Date(giftPremiumUntil(after)).toISOString() };
}
