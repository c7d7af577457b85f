import type { Core } from '@strapi/strapi';

type RoleType = 'public' | 'authenticated';

/** What each users-permissions role may call. Everything not listed is refused. */
export const ROLE_ACTIONS: Record<RoleType, string[]> = {
  public: [],
  authenticated: ['plugin::users-permissions.user.me', 'api::did-record.did-record.find'],
};

export async function grantRolePermissions(strapi: Core.Strapi) {
  const roles = strapi.db.query('plugin::users-permissions.role');
  const permissions = strapi.db.query('plugin::users-permissions.permission');

  for (const [type, actions] of Object.entries(ROLE_ACTIONS)) {
    const role = await roles.findOne({ where: { type }, populate: ['permissions'] });
    if (!role) throw new Error(`users-permissions role "${type}" is missing`);
    const granted = new Set<string>(role.permissions.map((p: { action: string }) => p.action));
    for (const action of actions.filter((a) => !granted.has(a))) {
      await permissions.create({ data: { action, role: role.id } });
    }
  }
}
