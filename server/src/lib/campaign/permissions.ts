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
 * Once per database: editors run campaigns, so the Editor role gets both actions. A Super Admin may
 * change it later in Settings → Roles; a boot never undoes it, because the grant is remembered.
 */
export async function grantCampaignToEditors(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'plugin', name: 'chispa-campaign' });
  if (await store.get({ key: 'editorsGranted' })) return;
  const roles = strapi.db.query('admin::role');
  const permissions = strapi.db.query('admin::permission');
  const editor = await roles.findOne({ where: { code: EDITOR_ROLE } });
  if (editor) {
    const held = new Set(((await permissions.findMany({ where: { role: editor.id } })) as Array<{ action: string }>).map((p) => p.action));
    const missing = Object.values(CAMPAIGN_ACTIONS).filter((action) => !held.has(action));
    if (missing.length) await strapi.service('admin::role').addPermissions(editor.id, missing.map((action) => ({ action })));
  }
  await store.set({ key: 'editorsGranted', value: true });
}
