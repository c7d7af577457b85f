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

/**
 * users-permissions' advanced settings (only `email_confirmation` matters here), kept until a
 * setting is written (here or on another instance: the same signal as public content, see
 * public-cache.ts), so a member's request never pays for reading them.
 */
export function advancedSettings(strapi: Core.Strapi) {
  const read = memoUntilPublicWrite(async () => (await strapi.store({ type: 'plugin', name: 'users-permissions' }).get({ key: 'advanced' })) as { email_confirmation?: boolean } | null);
  return async () => (await read('advanced')) ?? {};
}
