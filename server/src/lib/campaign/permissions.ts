import type { Core } from '@strapi/strapi';

/** The campaign view's two admin permissions: reading and exporting figures, and changing members' DIDs. */
export const CAMPAIGN_ACTIONS = { read: 'api::campaign.read', correct: 'api::campaign.correct' } as const;

const EDITOR_ROLE = 'strapi-editor';

/** Registered before the admin's bootstrap, which gives Super Admins every registered action and drops unknown ones. */
export async function registerCampaignActions(strapi: Core.Strapi) {
  await strapi.service('admin::permission').actionProvider.registerMany([
    { section: 'settings', category: 'Campaña', subCategory: 'Campaña', uid: 'campaign.read', displayName: 'Ver las cifras de la campaña y exportarlas' },
    { section: 'settings', category: 'Campaña', subCategory: 'Campaña', uid: 'campaign.correct', displayName: 'Corregir DIDs y anular participaciones' },
  ]);
}

/**
 * Editors run campaigns: the Editor role gets both actions once (a Super Admin may take them away
 * later in Settings → Roles, and a boot never gives back what was taken: the grant is remembered).
 */
export async function grantCampaignToEditors(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'plugin', name: 'chispa-campaign' });
  if (await store.get({ key: 'editorsGranted' })) return;
  const role = await strapi.db.query('admin::role').findOne({ where: { code: EDITOR_ROLE } });
  if (role) {
    const held = new Set(((await strapi.db.query('admin::permission').findMany({ where: { role: role.id } })) as Array<{ action: string }>).map((p) => p.action));
    const missing = Object.values(CAMPAIGN_ACTIONS).filter((action) => !held.has(action));
    if (missing.length) await strapi.service('admin::role').addPermissions(role.id, missing.map((action) => ({ action })));
  }
  await store.set({ key: 'editorsGranted', value: true });
}
