import type { Core } from '@strapi/strapi';
import { SERVER_WRITTEN } from './server-written';

/** Strapi's two editing roles, made by the admin at its first start. */
export const EDITING_ROLES = ['strapi-editor', 'strapi-author'];
const WRITES = ['create', 'update', 'delete', 'publish'].map((verb) => `plugin::content-manager.explorer.${verb}`);
const EXPLORER = 'plugin::content-manager.explorer.';

type Permission = { id: number; action: string; subject: string | null; properties: { locales?: string[] | null } | null };
type Remembered = { serverWrittenHidden?: string[]; localesGranted?: string[]; contentActionsGranted?: boolean };
type Action = { subjects?: string[] };

const isLocalized = (strapi: Core.Strapi, uid: string | null) =>
  !!uid && (strapi.getModel(uid as never) as { pluginOptions?: { i18n?: { localized?: boolean } } } | undefined)?.pluginOptions?.i18n?.localized === true;

/**
 * The editing roles as docs/editors.md describes them, kept at every boot and remembered, so that a
 * Super Admin's later change in Settings → Roles is never undone:
 * - they are not offered a "create" or "save" on records the server alone writes (the content
 *   manager hides what a role cannot do; the server refuses it anyway: server-written.ts), including
 *   types added to that list since;
 * - they edit every language: Strapi made their permissions before our locales existed, so they
 *   carried none, and an Editor could change nobody's content but their own. A locale added later
 *   is granted once too;
 * - Editors publish and delete the content (Authors delete what they created), in every language:
 *   Strapi's defaults left those actions out of every localised type.
 */
export async function fitEditingRoles(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'plugin', name: 'chispa-editing-roles' });
  const remembered = ((await store.get({ key: 'fitted' })) ?? {}) as Remembered;
  const roles = (await strapi.db.query('admin::role').findMany({ where: { code: { $in: EDITING_ROLES } }, select: ['id'] })) as Array<{ id: number }>;
  const permissions = strapi.db.query('admin::permission');

  if (!remembered.contentActionsGranted) await grantContentActions(strapi, roles.length > 0);

  const newlyServerWritten = [...SERVER_WRITTEN].filter((uid) => !(remembered.serverWrittenHidden ?? []).includes(uid));
  if (newlyServerWritten.length > 0) {
    await permissions.deleteMany({ where: { role: { id: { $in: roles.map(({ id }) => id) } }, action: { $in: WRITES }, subject: { $in: newlyServerWritten } } });
  }

  const locales = ((await strapi.plugin('i18n').service('locales').find()) as Array<{ code: string }>).map(({ code }) => code);
  const newLocales = locales.filter((code) => !(remembered.localesGranted ?? []).includes(code));
  if (newLocales.length > 0) {
    const held = (await permissions.findMany({ where: { role: { id: { $in: roles.map(({ id }) => id) } }, action: { $startsWith: EXPLORER } } })) as Permission[];
    for (const permission of held) {
      if (!isLocalized(strapi, permission.subject) || permission.properties?.locales === null) continue;
      const current = permission.properties?.locales ?? [];
      const wanted = [...new Set([...current, ...newLocales])];
      if (wanted.length !== current.length) await permissions.update({ where: { id: permission.id }, data: { properties: { ...permission.properties, locales: wanted } } });
    }
  }

  if (newlyServerWritten.length > 0 || newLocales.length > 0 || !remembered.contentActionsGranted) {
    await store.set({ key: 'fitted', value: { serverWrittenHidden: [...SERVER_WRITTEN], localesGranted: locales, contentActionsGranted: true } });
  }
}

/** Publish and delete on every localised content type for Editors; delete of their own for Authors. */
async function grantContentActions(strapi: Core.Strapi, rolesExist: boolean) {
  if (!rolesExist) return;
  const { actionProvider } = strapi.service('admin::permission') as { actionProvider: { get(id: string): Action | undefined } };
  const roles = strapi.db.query('admin::role');
  const locales = ((await strapi.plugin('i18n').service('locales').find()) as Array<{ code: string }>).map(({ code }) => code);
  const grants = [
    { code: 'strapi-editor', actions: ['delete', 'publish'], conditions: [] as string[] },
    { code: 'strapi-author', actions: ['delete'], conditions: ['admin::is-creator'] },
  ];
  for (const { code, actions, conditions } of grants) {
    const role = (await roles.findOne({ where: { code }, select: ['id'] })) as { id: number } | null;
    if (!role) continue;
    const held = new Set(((await strapi.db.query('admin::permission').findMany({ where: { role: role.id } })) as Permission[]).map((p) => `${p.action} ${p.subject}`));
    const missing = actions.flatMap((verb) => {
      const action = `${EXPLORER}${verb}`;
      const subjects = (actionProvider.get(action)?.subjects ?? []).filter((uid) => isLocalized(strapi, uid) && !SERVER_WRITTEN.has(uid) && !held.has(`${action} ${uid}`));
      return subjects.map((subject) => ({ action, subject, properties: { locales }, conditions }));
    });
    if (missing.length > 0) await strapi.service('admin::role').addPermissions(role.id, missing);
  }
}
