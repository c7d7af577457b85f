import type { Core } from '@strapi/strapi';

type RoleType = 'public' | 'authenticated';

const PUBLIC_READS = [
  'api::ping.ping.ping',
  'api::catalogue.catalogue.version',
  'api::project.project.find',
  'api::project.project.findOne',
  'api::project.project.results',
  'api::project.project.resultList',
  'api::project.project.search',
  'api::project.project.timeline',
  'api::partner.partner.find',
  'api::partner.partner.findOne',
  'api::challenge.challenge.find',
  'api::news.news-post.find',
  'api::news.news-post.findOne',
  'api::reward.reward.find',
  'api::reward.reward.findOne',
  'api::draw.draw.findOne',
  'api::draw.draw.tickets',
  'api::push-subscription.push-subscription.key',
  'api::banner-configuration.banner-configuration.find',
  'api::home-section1.home-section1.find',
  'api::home-section2.home-section2.find',
  'api::legal-text.legal-text.current',
  'api::legal-text.legal-text.versions',
  'api::legal-text.legal-text.version',
];

/** What each users-permissions role may call, beyond the plugin's own defaults. Everything else is refused. */
export const ROLE_ACTIONS: Record<RoleType, string[]> = {
  public: PUBLIC_READS,
  authenticated: [
    ...PUBLIC_READS,
    'plugin::users-permissions.user.me',
    'plugin::users-permissions.user.update',
    'plugin::upload.content-api.upload',
    'api::did-record.did-record.find',
    'api::user-project-support.user-project-support.find',
    'api::user-project-support.user-project-support.create',
    'api::participation.participation.find',
    'api::participation.participation.create',
    'api::participation.participation.createMany',
    'api::form-participation.form-participation.find',
    'api::form-participation.form-participation.create',
    'api::draw.draw.mine',
    'api::push-subscription.push-subscription.findOwn',
    'api::push-subscription.push-subscription.save',
    'api::push-subscription.push-subscription.remove',
    'api::subscription.subscription.find',
    'api::subscription.subscription.create',
    'api::subscription.subscription.cancel',
    'api::challenge.challenge.shareProject',
    'api::challenge.challenge.sharePost',
    'api::challenge.challenge.progress',
    'api::member-data.member-data.download',
    'api::member-data.member-data.deleteAccount',
    'api::follow.follow.list',
    'api::follow.follow.findOne',
    'api::follow.follow.choose',
    'api::inbox.inbox.list',
    'api::inbox.inbox.unread',
    'api::inbox.inbox.read',
    'api::notification-settings.notification-settings.find',
    'api::notification-settings.notification-settings.update',
    'api::gift.gift.redeem',
    'api::gift.gift.mine',
    'api::verification.verification.mine',
    'api::verification.verification.census',
    'api::verification.verification.code',
    'api::legal-acceptance.legal-acceptance.pending',
    'api::legal-acceptance.legal-acceptance.accept',
  ],
};

/** Registration is open, e-mails are unique, and an account works once its first password is set. */
export async function configureAccounts(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  const wanted = { allow_register: true, unique_email: true, email_confirmation: true, default_role: 'authenticated' };
  if (Object.entries(wanted).some(([key, value]) => advanced[key] !== value)) {
    await store.set({ key: 'advanced', value: { ...advanced, ...wanted } });
  }
}

export async function grantRolePermissions(strapi: Core.Strapi) {
  const roles = strapi.db.query('plugin::users-permissions.role');
  const permissions = strapi.db.query('plugin::users-permissions.permission');

  for (const [type, actions] of Object.entries(ROLE_ACTIONS)) {
    const role = await roles.findOne({ where: { type }, populate: ['permissions'] });
    if (!role) throw new Error(`users-permissions role "${type}" is missing`);
    const granted = new Set<string>(role.permissions.map((p: { action: string }) => p.action));
    for (const action of actions.filter((a) => !granted.has(a))) {
      await permissions.create({ data: { action, role: role.id } });
    }
  }
}
