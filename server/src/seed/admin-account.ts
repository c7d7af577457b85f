import type { Core } from '@strapi/strapi';

export const DEMO_ADMIN = {
  email: 'admin@chispa.test',
  password: 'Chispa-admin-2026',
  firstname: 'Chispa',
  lastname: 'Editor',
};

/** An account with Strapi's Editor role: what a member of the organiser's content team can do (docs/editors.md). */
export const DEMO_EDITOR = {
  email: 'editora@chispa.test',
  password: 'Chispa-editora-2026',
  firstname: 'Elena',
  lastname: 'Editora',
};

/**
 * Admin panel accounts, so a fresh clone can be run without the sign-up screen: a Super Admin, and an
 * Editor to try the panel as the content team sees it. Development only (seed/index.ts).
 */
export async function seedAdminAccount(strapi: Core.Strapi) {
  const users = strapi.service('admin::user');
  const roles = strapi.service('admin::role');
  const accounts = [
    { ...DEMO_ADMIN, role: () => roles.getSuperAdmin() },
    { ...DEMO_EDITOR, role: () => strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } }) },
  ];
  for (const { role, ...account } of accounts) {
    if (await users.exists({ email: account.email })) continue;
    const { id } = (await role()) as { id: number };
    await users.create({ ...account, isActive: true, registrationToken: null, roles: [id] });
  }
}
