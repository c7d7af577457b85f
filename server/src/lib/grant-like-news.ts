import type { Core } from '@strapi/strapi';
import { EDITING_ROLES } from './editor-roles';
import { NEWS_UID } from './project-updates/model';

const STORE = { type: 'plugin', name: 'chispa-editing-roles' } as const;

export type Permission = { action: string; subject: string | null; properties: { fields?: string[] | null; locales?: string[] | null } | null; conditions: string[] | null };

/** A content type the editing roles get as they have the news: `actions` only (all when absent), its languages as the news' where it has languages. */
export type LikeNews = { uid: string; actions?: ReadonlySet<string>; localized: boolean };

const fieldsOf = (strapi: Core.Strapi, uid: string) =>
  Object.entries((strapi.getModel(uid as never) as { attributes: Record<string, { configurable?: boolean }> }).attributes)
    .filter(([name, attribute]) => attribute.configurable !== false && !['createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations'].includes(name))
    .map(([name]) => name);

/**
 * Strapi grants a role the types and fields that existed when it made the role, so a database older
 * than a new content type gets it once (remembered under `key`, so a Super Admin's later change in
 * Settings → Roles is never undone): each editing role's news permissions copied to each target, with
 * the target's own fields. `alsoForRole` adds what a type needs beyond that, with the role's news permissions.
 */
export async function grantLikeNews(
  strapi: Core.Strapi,
  key: string,
  targets: LikeNews[],
  alsoForRole?: (newsPermissions: Array<Permission & { id: number }>) => Promise<void>,
) {
  const store = strapi.store(STORE);
  if ((await store.get({ key })) === true) return;
  const roles = (await strapi.db.query('admin::role').findMany({ where: { code: { $in: EDITING_ROLES } }, select: ['id'] })) as Array<{ id: number }>;
  const fields = new Map(targets.map(({ uid }) => [uid, fieldsOf(strapi, uid)]));
  for (const role of roles) {
    const held = (await strapi.db.query('admin::permission').findMany({ where: { role: role.id, subject: { $in: [NEWS_UID, ...targets.map((t) => t.uid)] } } })) as Array<Permission & { id: number }>;
    const news = held.filter((p) => p.subject === NEWS_UID);
    const missing = targets.flatMap(({ uid, actions, localized }) => {
      const onTarget = new Set(held.filter((p) => p.subject === uid).map((p) => p.action));
      return news
        .filter((p) => !onTarget.has(p.action) && (!actions || actions.has(p.action)))
        .map((p) => {
          const { locales, ...properties } = p.properties ?? {};
          return {
            action: p.action,
            subject: uid,
            // A type without languages: a locales property would hide its entries.
            properties: { ...properties, ...(localized && locales !== undefined ? { locales } : {}), ...(Array.isArray(p.properties?.fields) ? { fields: fields.get(uid) } : {}) },
            conditions: p.conditions ?? [],
          };
        });
    });
    if (missing.length) await strapi.service('admin::role').addPermissions(role.id, missing);
    await alsoForRole?.(news);
  }
  if (roles.length) await store.set({ key, value: true });
}
