import type { Core } from '@strapi/strapi';
import { memoUntilPublicWrite } from '../public-memo';

type PermissionService = {
  findRolePermissions(roleId: number): Promise<Array<{ action: string }>>;
  toContentAPIPermission(permission: { action: string }): { action: string };
};

/**
 * A role's content-API ability, as users-permissions builds it on every request, built once per
 * role until a role or permission is written (here or on another instance).
 */
export function roleAbilities(strapi: Core.Strapi) {
  const permissions = () => strapi.plugin('users-permissions').service('permission') as PermissionService;
  return memoUntilPublicWrite(async (roleId) => {
    const granted = (await permissions().findRolePermissions(Number(roleId))).map(permissions().toContentAPIPermission);
    return strapi.contentAPI.permissions.engine.generateAbility(granted);
  });
}

const SETTINGS_TTL_MS = 10_000;

/** users-permissions' advanced settings (only `email_confirmation` matters here), read at most every 10 s. */
export function advancedSettings(strapi: Core.Strapi) {
  let kept: { value: Promise<{ email_confirmation?: boolean }>; expires: number } | null = null;
  return () => {
    if (kept && kept.expires > Date.now()) return kept.value;
    const value = strapi.store({ type: 'plugin', name: 'users-permissions' }).get({ key: 'advanced' }) as Promise<{ email_confirmation?: boolean }>;
    kept = { value, expires: Date.now() + SETTINGS_TTL_MS };
    value.catch(() => {
      kept = null;
    });
    return value;
  };
}
