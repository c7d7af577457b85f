import type { Core } from '@strapi/strapi';
import { SERVER_WRITTEN } from '../server-written';

/** The campaign view's two admin permissions: reading and exporting figures, and changing members' DIDs. */
export const CAMPAIGN_ACTIONS = { read: 'api::campaign.read', correct: 'api::campaign.correct' } as const;

const EDITOR_ROLE = 'strapi-editor';
const AUTHOR_ROLE = 'strapi-author';
const WRITES = ['create', 'update', 'delete', 'publish'].map((verb) => `plugin::content-manager.explorer.${verb}`);

/** Registered before the admin's bootstrap, which gives Super Admins every registered action and drops unknown ones. */
export async function registerCampaignActions(strapi: Core.Strapi) {
  await strapi.service('admin::permission').actionProvider.registerMany([
    { section: 'settings', category: 'Campaña', subCategory: 'Campaña', uid: 'campaign.read', displayName: 'Ver las cifras de la campaña y exportarlas' },
    { section: 'settings', category: 'Campaña', subCategory: 'Campaña', uid: 'campaign.correct', displayName: 'Corregir DIDs y anular participaciones' },
  ]);
}

/**
 * Once per database: editors run campaigns, so the Editor role gets both actions; and neither Editors
 * nor Authors are offered a "create" or "save" the server refuses on records it alone writes (the
 * content manager hides what a role cannot do). A Super Admin may change either later in Settings →
 * Roles; a boot never undoes it, because the grant is remembered.
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
  for (const code of [EDITOR_ROLE, AUTHOR_ROLE]) {
    const role = await roles.findOne({ where: { code } });
    if (role) await permissions.deleteMany({ where: { role: role.id, action: { $in: WRITES }, subject: { $in: [...SERVER_WRITTEN] } } });
  }
  await store.set({ key: 'editorsGranted', value: true });
}
