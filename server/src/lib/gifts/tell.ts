import type { Core } from '@strapi/strapi';
import { madridDate } from '../mailer/formats';
import { appLink, sendMail, sendMailLater, templates } from '../mailer';
import type { MailLanguage } from '../mailer/templates';
import { applyPaidGifts, type AppliedGift, type Member } from './apply';

/** The day a gifted Premium runs until, in the member's language and Madrid's time. */
export const giftDay = (language: MailLanguage, until: Date) => madridDate(language, until);

/** The mail that tells a member their gifts are on their account (one mail for all of them, to the last day). */
export function giftAppliedMail(language: MailLanguage, member: Member, applied: AppliedGift[]) {
  const until = new Date(Math.max(...applied.map((gift) => gift.until.getTime())));
  return templates.giftApplied(language, { name: member.firstName ?? '', until: giftDay(language, until), link: appLink('/profile') });
}

/** Tells the member their gifts were applied: awaited (a failure is the caller's), or off the request's path. */
export async function tellGiftsApplied(strapi: Core.Strapi, member: Member, applied: AppliedGift[], language: MailLanguage, { later = false } = {}) {
  if (applied.length === 0) return;
  const mail = giftAppliedMail(language, member, applied);
  if (later) sendMailLater(strapi, member.email, mail);
  else await sendMail(strapi, member.email, mail);
}

/**
 * Applies the gifts paid for the member's address and tells them, never failing the caller: at
 * sign-in and on an e-mail change, where a gift is a bonus to what the member asked for (a failure is
 * logged; the next sign-in applies it).
 */
export async function applyGiftsAndTell(strapi: Core.Strapi, member: Member, language: MailLanguage) {
  try {
    await tellGiftsApplied(strapi, member, await applyPaidGifts(strapi, member), language, { later: true });
  } catch (error) {
    strapi.log.error(`gifts for member ${member.id} not applied: ${String(error)}`);
  }
}
