import type { Core } from '@strapi/strapi';
import { EDITING_ROLES } from '../editor-roles';
import { NEWS_UID, UPDATE_UID } from './model';

const STORE = { type: 'plugin', name: 'chispa-editing-roles' } as const;
const KEY = 'project-updates';

type Permission = { action: string; subject: string | null; properties: { fields?: string[] | null; locales?: string[] | null } | null; conditions: string[] | null };

const fieldsOf = (strapi: Core.Strapi, uid: string) =>
  Object.entries((strapi.getModel(uid as never) as { attributes: Record<string, { configurable?: boolean; private?: boolean }> }).attributes)
    .filter(([name, attribute]) => attribute.configurable !== false && !['createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations'].includes(name))
    .map(([name]) => name);

/**
 * Editors and Authors edit project updates as they edit news (docs/editors.md), and may link a news
 * post to projects. Strapi grants a role the types and fields that existed when it made the role, so a
 * database older than issue 52 gets them once: each role's news permissions copied to the updates
 * (with the updates' fields), and `projects` added to the news fields it may edit. Remembered, so a
 * Super Admin's later change in Settings → Roles is never undone.
 */
export async function grantUpdatesLikeNews(strapi: Core.Strapi) {
  const store = strapi.store(STORE);
  if ((await store.get({ key: KEY })) === true) return;
  const roles = (await strapi.db.query('admin::role').findMany({ where: { code: { $in: EDITING_ROLES } }, select: ['id'] })) as Array<{ id: number }>;
  const permissions = strapi.db.query('admin::permission');
  const updateFields = fieldsOf(strapi, UPDATE_UID);
  for (const role of roles) {
    const held = (await permissions.findMany({ where: { role: role.id, subject: { $in: [NEWS_UID, UPDATE_UID] } } })) as Array<Permission & { id: number }>;
    const onUpdates = new Set(held.filter((p) => p.subject === UPDATE_UID).map((p) => p.action));
    const missing = held
      .filter((p) => p.subject === NEWS_UID && !onUpdates.has(p.action))
      .map((p) => ({
        action: p.action,
        subject: UPDATE_UID,
        properties: { ...p.properties, ...(Array.isArray(p.properties?.fields) ? { fields: updateFields } : {}) },
        conditions: p.conditions ?? [],
      }));
    if (missing.length) await strapi.service('admin::role').addPermissions(role.id, missing);
    for (const permission of held) {
      const fields = permission.properties?.fields;
      if (permission.subject !== NEWS_UID || !Array.isArray(fields) || fields.includes('projects')) continue;
      await permissions.update({ where: { id: permission.id }, data: { properties: { ...permission.properties, fields: [...fields, 'projects'] } } });
    }
  }
  if (roles.length) await store.set({ key: KEY, value: true });
}
