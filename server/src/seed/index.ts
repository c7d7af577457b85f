import type { Core } from '@strapi/strapi';
import { configureAccounts, grantRolePermissions } from './permissions';
import { ensureContentLocales } from './locales';
import { seedDemoContent } from './demo-content';
import { seedDemoUpdates } from './demo-updates';
import { seedDemoMember } from './demo-member';
import { seedAdminAccount } from './admin-account';
import { seedDemoVerification } from './demo-verification';
import { reanchorDemoDates } from './demo-dates';
import { moveDemoVoteHistory, seedDemoVoteHistory } from './demo-voters';
import { demoNow } from './content/dates';
import { seedLegalTexts } from './legal-texts';

/**
 * Demo data is for development and tests; production only gets the locales, role permissions and legal texts, and
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
  // The legal texts are the service's content, in production too; never an editor's text overwritten.
  await seedLegalTexts(strapi);
  if (!demoDataEnabled()) return;
  const now = demoNow();
  await seedDemoContent(strapi);
  await seedDemoUpdates(strapi, now);
  if (process.env.NODE_ENV === 'production') return;
  // A development database opened weeks later still has votings and draws open (production's dates are the editors').
  await moveDemoVoteHistory(strapi, await reanchorDemoDates(strapi, now));
  // Its closed projects show what their neighbourhood voted: demo voters, never in production.
  await seedDemoVoteHistory(strapi, now);
  await seedDemoMember(strapi);
  await seedAdminAccount(strapi);
  await seedDemoVerification(strapi);
}
