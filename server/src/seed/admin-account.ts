import type { Core } from '@strapi/strapi';

export const DEMO_ADMIN = {
  email: 'admin@chispa.test',
  password: 'Chispa-admin-2026',
  firstname: 'Chispa',
  lastname: 'Editor',
};

/** An editor account for the admin panel, so a fresh clone can be run without the sign-up screen. */
export async function seedAdminAccount(strapi: Core.Strapi) {
  const users = strapi.service('admin::user');
  if (await users.exists({ email: DEMO_ADMIN.email })) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await users.create({ ...DEMO_ADMIN, isActive: true, registrationToken: null, roles: [superAdmin.id] });
}
