import type { Core } from '@strapi/strapi';
import { inMemberTransaction } from '../strapi-internals';
import { meets, type Verifiable } from './requirements';
import { startOfMadridMonth } from '../madrid-time';

const USERS = 'plugin::users-permissions.user';
const RULES = 'api::eligibility.eligibility';

type Rules = { welcomeRequirement?: string | null; referralRequirement?: string | null; referralsPerMonth?: number | null };
type Member = Verifiable & { id: number; confirmed?: boolean; referredBy?: (Verifiable & { id: number }) | null };

/** The organiser's rules for the DIDs of joining (an installation without them asks nothing, and pays ten referrals a month). */
export async function joiningRules(strapi: Core.Strapi): Promise<{ welcomeRequirement: string; referralRequirement: string; referralsPerMonth: number }> {
  const rules = ((await strapi.db.query(RULES).findOne({})) ?? {}) as Rules;
  return {
    welcomeRequirement: rules.welcomeRequirement ?? 'anyMember',
    referralRequirement: rules.referralRequirement ?? 'anyMember',
    referralsPerMonth: rules.referralsPerMonth ?? 10,
  };
}

const awards = (strapi: Core.Strapi) => strapi.service('api::challenge.awards') as { award(userId: number, kind: 'register' | 'referral', subject: string): Promise<number> };

/**
 * Pays what joining earns, as far as the organiser's rules allow now: the member's welcome DIDs once
 * they meet its requirement, and their referrer's referral DIDs once both meet its requirement and
 * the referrer has been paid fewer referrals than the monthly cap this Madrid month. What is not paid
 * now is held: called again when either of them is verified. Each award is paid at most once (its
 * event key), so calling this again is safe.
 */
export async function payJoiningAwards(strapi: Core.Strapi, memberId: number) {
  const member = (await strapi.db.query(USERS).findOne({
    where: { id: memberId },
    select: ['id', 'confirmed', 'verificationMethod'],
    populate: { referredBy: { select: ['id', 'verificationMethod'] } },
  })) as Member | null;
  if (!member?.confirmed) return;
  const rules = await joiningRules(strapi);
  if (meets(member, rules.welcomeRequirement)) {
    await inMemberTransaction(strapi, member.id, () => awards(strapi).award(member.id, 'register', String(member.id)));
  }
  const referrer = member.referredBy;
  if (!referrer || !meets(member, rules.referralRequirement) || !meets(referrer, rules.referralRequirement)) return;
  // Under the referrer's lock: two referrals paid at once cannot both see room under the cap.
  await inMemberTransaction(strapi, referrer.id, async () => {
    const paidThisMonth = await strapi.db.query('api::did-record.did-record').count({
      where: { user: referrer.id, reason: 'referral', createdAt: { $gte: new Date(startOfMadridMonth()) } },
    });
    if (paidThisMonth < rules.referralsPerMonth) await awards(strapi).award(referrer.id, 'referral', String(member.id));
  });
}

/** After a member is verified: their own held awards, and the referral DIDs their verification now allows them, for every member they referred. */
export async function payAwardsHeldFor(strapi: Core.Strapi, memberId: number) {
  await payJoiningAwards(strapi, memberId);
  const referred = (await strapi.db.query(USERS).findMany({ where: { referredBy: memberId, confirmed: true }, select: ['id'] })) as Array<{ id: number }>;
  for (const { id } of referred) await payJoiningAwards(strapi, id);
}
