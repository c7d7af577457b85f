import type { Core } from '@strapi/strapi';
import { configureAccounts, grantRolePermissions } from './permissions';
import { ensureContentLocales } from './locales';
import { seedDemoContent } from './demo-content';
import { seedDemoMember } from './demo-member';
import { seedAdminAccount } from './admin-account';

/**
 * Demo data is for development and tests; production only gets the locales and role permissions, and
 * the demo content only when asked (CHISPA_DEMO_DATA=true), never the accounts whose passwords the
 * README publishes.
 */
export const demoDataEnabled = () =>
  process.env.CHISPA_DEMO_DATA === 'true' ||
  (process.env.NODE_ENV !== 'production' && process.env.CHISPA_DEMO_DATA !== 'false');

export async function seed(strapi: Core.Strapi) {
  await ensureContentLocales(strapi);
  await grantRolePermissions(strapi);
  await configureAccounts(strapi);
  if (!demoDataEnabled()) return;
  await seedDemoContent(strapi);
  if (process.env.NODE_ENV === 'production') return;
  await seedDemoMember(strapi);
  await seedAdminAccount(strapi);
}
