import type { Core } from '@strapi/strapi';
import { newReferralCode } from '../lib/referral-code';
import { inMemberTransaction } from '../lib/strapi-internals';
import { refusalAnswer } from '../lib/errors';

export const DEMO_MEMBER = {
  email: 'demo@chispa.test',
  password: 'chispa-demo-2026',
  firstName: 'Alba',
  lastName: 'Demo',
  city: 'Barcelona',
  country: 'ES',
};

const VOTED_PROJECT = 'Huertos urbanos en Nou Barris';
// A fixed request id: seeding twice cannot enter the draw twice.
const PARTICIPATION_REQUEST_ID = '7d0f4a5e-4a0e-4c1b-9d3e-2b6f8a1c5e90';

/** The demo member, who registered, voted once, holds DIDs and entered one draw, all through the real rules. */
export async function seedDemoMember(strapi: Core.Strapi) {
  const users = strapi.db.query('plugin::users-permissions.user');
  let member = await users.findOne({ where: { email: DEMO_MEMBER.email } });
  if (!member) {
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
    member = await strapi.plugin('users-permissions').service('user').add({
      ...DEMO_MEMBER,
      username: DEMO_MEMBER.email,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role.id,
      userType: 'default',
      referralCode: newReferralCode(),
    });
  }
  const userId: number = member.id;

  await inMemberTransaction(strapi, userId, async () => {
    const awards = strapi.service('api::challenge.awards');
    await awards.award(userId, 'register', String(userId));
    await awards.award(userId, 'completeProfile', String(userId));
  });

  const project = await strapi.documents('api::project.project').findFirst({
    filters: { name: VOTED_PROJECT },
    locale: 'es',
    status: 'published',
    populate: { reward: { fields: ['documentId'] } },
  });
  if (!project) return; // editors removed the demo project: nothing to vote on
  const reward = (project as { reward?: { documentId: string } | null }).reward;
  await asTheRulesAllow(async () => {
    await strapi.service('api::user-project-support.user-project-support').cast(userId, { support: 1, project: project.documentId }, { verificationMethod: null });
    if (reward) {
      await strapi
        .service('api::participation.participation')
        .enter(userId, { rewardId: reward.documentId, amount: 2, locale: 'es' }, PARTICIPATION_REQUEST_ID, { verificationMethod: null });
    }
  });
}

/** A vote or an entry the rules refuse today (its voting or draw closed) is skipped, not a failed start. */
async function asTheRulesAllow(act: () => Promise<void>) {
  try {
    await act();
  } catch (error) {
    if (!refusalAnswer(error)) throw error;
  }
}
