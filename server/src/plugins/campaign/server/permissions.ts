import type { Core } from '@strapi/strapi';

/** The campaign view's admin permissions: reading and exporting figures, changing members' DIDs, and who may take part (census, codes, revocations). */
export const CAMPAIGN_ACTIONS = { read: 'api::campaign.read', correct: 'api::campaign.correct', verify: 'api::campaign.verify' } as const;

const EDITOR_ROLE = 'strapi-editor';

/** Registered before the admin's bootstrap, which gives Super Admins every registered action and drops unknown ones. */
export async function registerCampaignActions(strapi: Core.Strapi) {
  await strapi.service('admin::permission').actionProvider.registerMany([
    { section: 'settings', category: 'Campaña', subCategory: 'Campaña', uid: 'campaign.read', displayName: 'Ver las cifras de la campaña y exportarlas' },
    { section: 'settings', category: 'Campaña', subCategory: 'Campaña', uid: 'campaign.correct', displayName: 'Corregir DIDs y anular participaciones' },
    { section: 'settings', category: 'Campaña', subCategory: 'Campaña', uid: 'campaign.verify', displayName: 'Verificación: censo, códigos de invitación y revocaciones' },
  ]);
}

/**
 * Editors run campaigns, so the Editor role gets each campaign action once (an action added by a
 * later release too). A Super Admin may take any away in Settings → Roles; a boot never gives it
 * back, because each grant is remembered.
 */
export async function grantCampaignToEditors(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'plugin', name: 'chispa-campaign' });
  // Databases from before the list was kept were granted the first two.
  const granted = ((await store.get({ key: 'actionsGranted' })) as string[] | null) ?? ((await store.get({ key: 'editorsGranted' })) ? [CAMPAIGN_ACTIONS.read, CAMPAIGN_ACTIONS.correct] : []);
  const due = Object.values(CAMPAIGN_ACTIONS).filter((action) => !granted.includes(action));
  if (due.length === 0) return;
  const editor = await strapi.db.query('admin::role').findOne({ where: { code: EDITOR_ROLE } });
  if (editor) {
    const held = new Set(((await strapi.db.query('admin::permission').findMany({ where: { role: editor.id } })) as Array<{ action: string }>).map((p) => p.action));
    const missing = due.filter((action) => !held.has(action));
    if (missing.length) await strapi.service('admin::role').addPermissions(editor.id, missing.map((action) => ({ action })));
  }
  await store.set({ key: 'actionsGranted', value: [...granted, ...due] });
}
