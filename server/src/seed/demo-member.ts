import type { Core } from '@strapi/strapi';
import { newReferralCode } from './referral-code';

export const DEMO_MEMBER = {
  email: 'demo@chispa.test',
  password: 'chispa-demo-2026',
  firstName: 'Alba',
  lastName: 'Demo',
  city: 'Barcelona',
  country: 'ES',
};

const DEMO_DIDS = [
  { eventKey: 'demo:register', reason: 'register', amount: 50 },
  { eventKey: 'demo:completeProfile', reason: 'completeProfile', amount: 25 },
  { eventKey: 'demo:shareProject', reason: 'shareProject', amount: 5 },
] as const;

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

  const records = strapi.db.query('api::did-record.did-record');
  for (const record of DEMO_DIDS) {
    if (await records.findOne({ where: { eventKey: record.eventKey } })) continue;
    await strapi.documents('api::did-record.did-record').create({ data: { ...record, user: member.id } });
  }
}
