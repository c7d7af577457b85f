import type { Core } from '@strapi/strapi';
import { now } from '../clock';
import { inMemberTransaction } from '../strapi-internals';
import { GIFT_PREMIUM_MS, giftPremiumUntil, refreshPremium } from '../premium';

const GIFTS = 'api::gift.gift';

export type Member = { id: number; email: string; firstName?: string | null };
export type AppliedGift = { id: number; documentId: string; until: Date };

type GiftRow = { id: number; documentId: string; premiumUntil: string | null; updatedAt: string };

/** Gifts to an address that can still be applied: paid, and their link's year not over. */
export async function paidGiftsTo(strapi: Core.Strapi, email: string) {
  return (await strapi.db.query(GIFTS).findMany({
    where: { state: 'paid', targetEmail: { $eqi: email }, $or: [{ expiresAt: null }, { expiresAt: { $gt: new Date(now()) } }] },
    select: ['id', 'documentId'],
    orderBy: { id: 'asc' },
  })) as Array<{ id: number; documentId: string }>;
}

/** When the Premium the member holds from gifts and courtesies ends, or null when none gives it now. */
export async function giftedPremiumOf(strapi: Core.Strapi, memberId: number): Promise<number | null> {
  const held = (await strapi.db.query(GIFTS).findMany({ where: { redeemedBy: memberId, state: 'redeemed' }, select: ['id', 'premiumUntil', 'updatedAt'] })) as GiftRow[];
  const until = Math.max(0, ...held.map(giftPremiumUntil));
  return until > now() ? until : null;
}

/** From when a new gift's Premium runs: the end of what the member holds from gifts, or now. */
const giftedUntil = async (strapi: Core.Strapi, memberId: number) => (await giftedPremiumOf(strapi, memberId)) ?? now();

/**
 * Gives the member a gift row's Premium for `ms`, after any gifted Premium they still hold: a paid
 * gift to their address (only while still `paid`: of two attempts at once, one applies it), or a
 * courtesy row made for them. Inside the member's transaction.
 */
async function redeem(strapi: Core.Strapi, memberId: number, giftId: number, ms: number, from: number, fromState: 'paid' | 'courtesy') {
  const premiumUntil = new Date(from + ms);
  const where = fromState === 'paid' ? { id: giftId, state: 'paid' } : { id: giftId, state: 'pending' };
  const { count } = await strapi.db.query(GIFTS).updateMany({ where, data: { state: 'redeemed', premiumUntil, redeemedAt: new Date(now()) } });
  if (count !== 1) return null;
  // A relation is written by update() only (updateMany writes the row's own columns).
  await strapi.db.query(GIFTS).update({ where: { id: giftId }, data: { redeemedBy: memberId } });
  return premiumUntil;
}

/**
 * A paid gift belongs to its address (shared/spec/decisions.md): every gift paid for the member's
 * address and not yet applied is applied to their account, a year each, after any gift year they
 * still hold. Called whenever an account meets its address: at payment, at sign-up (with or without
 * the link), at sign-in, when a signed-in member follows the link, and on an e-mail change. The
 * caller tells the member. Applying twice at once applies each gift once.
 */
export async function applyPaidGifts(strapi: Core.Strapi, member: Member): Promise<AppliedGift[]> {
  const paid = await paidGiftsTo(strapi, member.email);
  if (paid.length === 0) return [];
  const applied = await inMemberTransaction(strapi, member.id, async () => {
    let from = await giftedUntil(strapi, member.id);
    const done: AppliedGift[] = [];
    for (const gift of paid) {
      const until = await redeem(strapi, member.id, gift.id, GIFT_PREMIUM_MS, from, 'paid');
      if (!until) continue;
      done.push({ ...gift, until });
      from = until.getTime();
    }
    return done;
  });
  if (applied.length === 0) return [];
  await refreshPremium(strapi, member.id);
  return applied;
}

/** An editor's courtesy: `days` of Premium for the member, after any gifted Premium they hold, kept as a gift row that names the editor. */
export async function grantCourtesyPremium(strapi: Core.Strapi, member: Member, days: number, editor: string): Promise<AppliedGift> {
  const applied = await inMemberTransaction(strapi, member.id, async () => {
    const row = (await strapi.db.query(GIFTS).create({ data: { targetEmail: member.email, state: 'pending', grantedBy: editor } })) as { id: number; documentId: string };
    const until = await redeem(strapi, member.id, row.id, days * 24 * 60 * 60 * 1000, await giftedUntil(strapi, member.id), 'courtesy');
    return { id: row.id, documentId: row.documentId, until: until! };
  });
  await refreshPremium(strapi, member.id);
  return applied;
}
