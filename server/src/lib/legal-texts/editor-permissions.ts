import type { Core } from '@strapi/strapi';
import { EDITING_ROLES } from '../editor-roles';
import { LEGAL_TEXT_UID } from './model';
import { BARRIER_REPORT_UID } from '../barrier-reports/model';

const STORE = { type: 'plugin', name: 'chispa-editing-roles' } as const;
const KEY = 'legal-texts';
const NEWS_UID = 'api::news.news-post';
const READ = 'plugin::content-manager.explorer.read';

type Permission = { action: string; subject: string | null; properties: { fields?: string[] | null; locales?: string[] | null } | null; conditions: string[] | null };

const fieldsOf = (strapi: Core.Strapi, uid: string) =>
  Object.entries((strapi.getModel(uid as never) as { attributes: Record<string, { configurable?: boolean }> }).attributes)
    .filter(([name, attribute]) => attribute.configurable !== false && !['createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations'].includes(name))
    .map(([name]) => name);

/**
 * Editors and Authors edit and publish the legal texts as they do the news, and read the barrier
 * reports (which nobody writes in the admin: lib/server-written.ts). Strapi grants a role the types
 * that existed when it made the role, so a database older than issue 53 gets them once: each role's
 * news permissions copied to the legal texts (with their fields), and its news read to the reports.
 * Remembered, so a Super Admin's later change in Settings → Roles is never undone.
 */
export async function grantLegalTextsLikeNews(strapi: Core.Strapi) {
  const store = strapi.store(STORE);
  if ((await store.get({ key: KEY })) === true) return;
  const roles = (await strapi.db.query('admin::role').findMany({ where: { code: { $in: EDITING_ROLES } }, select: ['id'] })) as Array<{ id: number }>;
  const targets = [
    { uid: LEGAL_TEXT_UID, actions: null, fields: fieldsOf(strapi, LEGAL_TEXT_UID) },
    { uid: BARRIER_REPORT_UID, actions: new Set([READ]), fields: fieldsOf(strapi, BARRIER_REPORT_UID) },
  ];
  for (const role of roles) {
    const held = (await strapi.db.query('admin::permission').findMany({ where: { role: role.id, subject: { $in: [NEWS_UID, ...targets.map((t) => t.uid)] } } })) as Permission[];
    const missing = targets.flatMap(({ uid, actions, fields }) => {
      const onTarget = new Set(held.filter((p) => p.subject === uid).map((p) => p.action));
      return held
        .filter((p) => p.subject === NEWS_UID && !onTarget.has(p.action) && (!actions || actions.has(p.action)))
        .map((p) => {
          const { locales, ...properties } = p.properties ?? {};
          return {
            action: p.action,
            subject: uid,
            // The reports have no language: a locales property would hide them.
            properties: { ...properties, ...(uid === LEGAL_TEXT_UID && locales !== undefined ? { locales } : {}), ...(Array.isArray(p.properties?.fields) ? { fields } : {}) },
            conditions: p.conditions ?? [],
          };
        });
    });
    if (missing.length) await strapi.service('admin::role').addPermissions(role.id, missing);
  }
  if (roles.length) await store.set({ key: KEY, value: true });
}
