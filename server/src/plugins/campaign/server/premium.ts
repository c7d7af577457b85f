import type { Core } from '@strapi/strapi';
import { refusal } from '../../../lib/errors';
import { appLink, mailLanguage, sendMail, sendMailLater, templates } from '../../../lib/mailer';
import { inMemberTransaction } from '../../../lib/strapi-internals';
import { applyPaidGifts, grantCourtesyPremium } from '../../../lib/gifts/apply';
import { giftAppliedMail, giftDay } from '../../../lib/gifts/tell';
import { newGiftToken } from '../../../lib/gifts/tokens';
import { refreshPremium } from '../../../lib/premium';
import { asIso } from './values';
import type { PremiumAccount } from '../shared/contracts';

const USERS = 'plugin::users-permissions.user';
const GIFTS = 'api::gift.gift';
const SUBSCRIPTIONS = 'api::subscription.subscription';
const COURTESIES = 'api::courtesy.courtesy';

type Member = { id: number; email: string; firstName: string | null; lastName: string | null; userType: string };
type Courtesy = { kind: 'premiumExtended' | 'giftResent'; targetEmail: string; giftDocumentId?: string | null; days?: number | null; note: string; editor: string; requestKey: string };
export type CourtesyRequest = { note: string; requestId: string; editor: string };

const memberWith = async (strapi: Core.Strapi, email: string) =>
  (await strapi.db.query(USERS).findOne({ where: { email: { $eqi: email.trim() } }, select: ['id', 'email', 'firstName', 'lastName', 'userType'] })) as Member | null;

/**
 * What gives an address Premium, for an editor helping its owner: the member (if the address has an
 * account) with their subscriptions, the gifts to the address (never a gift link's token: it is kept
 * hashed, apart), and what editors did for it before.
 */
export async function premiumAccount(strapi: Core.Strapi, email: string): Promise<PremiumAccount> {
  const wanted = email.trim();
  if (!wanted) throw refusal(404, 'campaign.member.notFound', 'Escribe un e-mail');
  const member = await memberWith(strapi, wanted);
  const gifts = (await strapi.db.query(GIFTS).findMany({
    where: { targetEmail: { $eqi: wanted } },
    select: ['documentId', 'state', 'createdAt', 'expiresAt', 'premiumUntil', 'redeemedAt', 'deliveredAt', 'grantedBy'],
    orderBy: { id: 'desc' },
    limit: 50,
  })) as Array<Record<string, unknown>>;
  const subscriptions = member
    ? ((await strapi.db.query(SUBSCRIPTIONS).findMany({
        where: { user: member.id, type: 'recurring' },
        select: ['documentId', 'state', 'activatedAt', 'currentPeriodEnd', 'cancelAtPeriodEnd', 'cancelledAt', 'refundedAt'],
        orderBy: { id: 'desc' },
        limit: 20,
      })) as Array<Record<string, unknown>>)
    : [];
  const courtesies = (await strapi.db.query(COURTESIES).findMany({
    where: { targetEmail: { $eqi: wanted } },
    select: ['kind', 'giftDocumentId', 'days', 'note', 'editor', 'createdAt'],
    orderBy: { id: 'desc' },
    limit: 50,
  })) as Array<Record<string, unknown>>;
  if (!member && gifts.length === 0) throw refusal(404, 'campaign.member.notFound', 'No hay ningún miembro ni regalo con ese e-mail');
  return {
    email: member?.email ?? wanted,
    member: member ? { firstName: member.firstName, lastName: member.lastName, premium: member.userType === 'premium' } : null,
    subscriptions: subscriptions.map((row) => ({
      documentId: String(row.documentId),
      state: String(row.state),
      activatedAt: asIso(row.activatedAt),
      paidUntil: asIso(row.currentPeriodEnd),
      endsAtPeriodEnd: row.cancelAtPeriodEnd === true,
      cancelledAt: asIso(row.cancelledAt),
      refundedAt: asIso(row.refundedAt),
    })),
    gifts: gifts.map((row) => ({
      documentId: String(row.documentId),
      state: String(row.state),
      boughtAt: asIso(row.createdAt),
      linkValidUntil: asIso(row.expiresAt),
      premiumUntil: asIso(row.premiumUntil),
      appliedAt: asIso(row.redeemedAt),
      mailedAt: asIso(row.deliveredAt),
      grantedBy: (row.grantedBy as string | null) ?? null,
    })),
    courtesies: courtesies.map((row) => ({
      kind: String(row.kind),
      giftDocumentId: (row.giftDocumentId as string | null) ?? null,
      days: (row.days as number | null) ?? null,
      note: String(row.note),
      editor: String(row.editor),
      date: asIso(row.createdAt),
    })),
  };
}

const earlier = (strapi: Core.Strapi, requestKey: string) => strapi.db.query(COURTESIES).findOne({ where: { requestKey }, select: ['kind', 'targetEmail', 'giftDocumentId', 'days'] }) as Promise<Courtesy | null>;
const record = (strapi: Core.Strapi, courtesy: Courtesy) => strapi.db.query(COURTESIES).create({ data: courtesy });

/**
 * An editor's courtesy: `days` of Premium for a member, after any gifted Premium they hold, recorded
 * with the editor and their note (and shown to the member as Premium from the team, by mail). The
 * same request sent twice (a double click, a retry) gives it once, under the member's lock.
 */
export async function extendPremium(strapi: Core.Strapi, email: string, days: number, request: CourtesyRequest) {
  const member = await memberWith(strapi, email);
  if (!member) throw refusal(404, 'campaign.member.notFound', 'No hay ningún miembro con ese e-mail');
  const requestKey = `premium:${member.id}:${request.requestId}`;
  const done = await inMemberTransaction(strapi, member.id, async () => {
    const before = await earlier(strapi, requestKey);
    if (before) {
      if (before.days !== days) throw refusal(409, 'campaign.courtesy.requestReused', 'Esta petición ya guardó otra ampliación: vuelve a cargar la página y repítela');
      return { replayed: true, until: null };
    }
    const gift = await grantCourtesyPremium(strapi, member, days, request.editor);
    await record(strapi, { kind: 'premiumExtended', targetEmail: member.email, giftDocumentId: gift.documentId, days, note: request.note, editor: request.editor, requestKey });
    return { replayed: false, until: gift.until };
  });
  await refreshPremium(strapi, member.id);
  if (done.until) {
    const language = mailLanguage(undefined);
    sendMailLater(strapi, member.email, templates.premiumCourtesy(language, { name: member.firstName ?? '', until: giftDay(language, done.until), link: appLink('/profile') }));
  }
  return { replayed: done.replayed, premiumUntil: done.until?.toISOString() ?? null };
}

/**
 * Sends a paid gift's mail again (its recipient lost it): a new link, which replaces the first, or,
 * when the address has an account now, the gift applied to it and the mail that says so. Recorded
 * with the editor and their note; the same request twice sends once.
 */
export async function resendGift(strapi: Core.Strapi, giftDocumentId: string, request: CourtesyRequest) {
  const gift = (await strapi.db.query(GIFTS).findOne({ where: { documentId: giftDocumentId }, select: ['id', 'documentId', 'state', 'targetEmail', 'expiresAt', 'grantedBy'] })) as {
    id: number;
    documentId: string;
    state: string;
    targetEmail: string;
    expiresAt: string | null;
  } | null;
  if (!gift) throw refusal(404, 'campaign.gift.notFound', 'Ese regalo no existe');
  const requestKey = `gift:${gift.documentId}:${request.requestId}`;
  if (await earlier(strapi, requestKey)) return { replayed: true, outcome: 'resent' as const };
  if (gift.state !== 'paid') throw refusal(409, 'campaign.gift.notPaid', 'Solo se reenvía un regalo pagado que aún no se ha aplicado');
  if (gift.expiresAt && Date.parse(gift.expiresAt) <= Date.now()) throw refusal(409, 'campaign.gift.expired', 'El enlace de este regalo ya caducó');
  const language = mailLanguage(undefined);
  const member = await memberWith(strapi, gift.targetEmail);
  let outcome: 'applied' | 'resent';
  try {
    if (member) {
      const applied = await applyPaidGifts(strapi, member);
      if (applied.length > 0) await sendMail(strapi, member.email, giftAppliedMail(language, member, applied));
      outcome = 'applied';
    } else {
      const token = await newGiftToken(strapi, gift.documentId);
      await sendMail(strapi, gift.targetEmail, templates.gift(language, { link: appLink(`/registration?token=${token}&email=${encodeURIComponent(gift.targetEmail)}`) }));
      outcome = 'resent';
    }
  } catch (error) {
    strapi.log.error(`gift ${gift.documentId}: mail not sent again: ${String(error)}`);
    throw refusal(503, 'campaign.mail.unavailable', 'El correo no ha podido salir: inténtalo de nuevo en un rato');
  }
  try {
    await record(strapi, { kind: 'giftResent', targetEmail: gift.targetEmail, giftDocumentId: gift.documentId, note: request.note, editor: request.editor, requestKey });
  } catch (error) {
    // The same request sent twice at once: the other recorded it.
    if (!(await earlier(strapi, requestKey))) throw error;
  }
  return { replayed: false, outcome };
}
