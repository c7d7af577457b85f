import type { Core } from '@strapi/strapi';
import { seed } from './seed';
import { mountDevMailbox } from './lib/mailer/dev-mailbox-routes';
import { mountTestClock } from './lib/clock';
import { mountGiftSeamsForTests } from './lib/gifts/test-seams';
import { writeAdminFieldHints } from './lib/admin-field-hints/write-hints';
import { invalidatePublicCacheOnWrites } from './lib/public-cache';
import { readPublishedOnlyInContentApi } from './lib/published-only';
import { fallBackToSpanishInContentApi } from './lib/spanish-fallback';
import { keepServerWrittenRecords } from './lib/server-written';
import { keepWholeNumbersInRange } from './lib/whole-number-range';
import { keepMemberEligibilityFields } from './lib/eligibility/member-fields';
import { keepOneChallengePerKind, reportChallengesOfOneKind } from './lib/challenges/one-per-kind';
import { requireOptionLabels } from './lib/option-labels';
import { grantUpdatesLikeNews, registerProjectUpdates } from './lib/project-updates';
import { grantLegalTextsLikeNews, registerLegalTexts } from './lib/legal-texts';
import { startForgettingOldBarrierReports } from './lib/barrier-reports';
import { assertProductionSettings } from './lib/production-settings';
import { drainOnSigterm } from './lib/operations/graceful-shutdown';
import { startSharedStore, stopSharedStore } from './lib/shared-store';
import { startDraws } from './lib/draws';
import { startPremiumExpiry } from './lib/premium';
import { schedule } from './lib/operations/scheduled-jobs';
import { retryOwedRefunds } from './api/subscription/services/sale/withdraw';
import { startPushEvents } from './lib/push/events';
import { registerFollowing, startFollowing } from './lib/following';
import { stopPushSender } from './lib/push/sender';
import { startMemberMail, stopMemberMail } from './lib/member-mail';
import { countQueries } from './lib/operations/query-count';
import { startMetrics, stopMetrics } from './lib/metrics';
import { checkStrapiAssumptions, breakMetadataForTest, keepVoteTallies } from './lib/strapi-internals/boot';
import { grantCampaignToEditors } from './plugins/campaign/server';
import { fitEditingRoles } from './lib/editor-roles';

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    // Before anything is served: production refuses to boot half-configured, naming every missing setting.
    assertProductionSettings();
    mountDevMailbox(strapi);
    mountTestClock(strapi);
    mountGiftSeamsForTests(strapi);
    invalidatePublicCacheOnWrites(strapi);
    readPublishedOnlyInContentApi(strapi);
    fallBackToSpanishInContentApi(strapi);
    keepServerWrittenRecords(strapi);
    keepWholeNumbersInRange(strapi);
    keepMemberEligibilityFields(strapi);
    keepOneChallengePerKind(strapi);
    requireOptionLabels(strapi);
    registerProjectUpdates(strapi);
    registerLegalTexts(strapi);
    registerFollowing(strapi);
    drainOnSigterm(strapi);
    countQueries(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    breakMetadataForTest(strapi);
    // Before anything writes: a Strapi that no longer matches our fast paths does not start.
    await checkStrapiAssumptions(strapi);
    // Before anything votes: the triggers that keep each project's tallies, recounted if they were missing.
    await keepVoteTallies(strapi);
    await startSharedStore(strapi);
    await seed(strapi);
    await grantCampaignToEditors(strapi);
    await fitEditingRoles(strapi);
    await grantUpdatesLikeNews(strapi);
    await grantLegalTextsLikeNews(strapi);
    await reportChallengesOfOneKind(strapi);
    await writeAdminFieldHints(strapi);
    await startDraws(strapi);
    await startPremiumExpiry(strapi);
    await startForgettingOldBarrierReports(strapi);
    // Withdrawals the payment provider has not refunded yet, retried across every instance (services/sale/withdraw.ts).
    await schedule(strapi, {
      name: 'withdrawal-refunds',
      everyMs: Number(process.env.REFUND_RETRY_MS ?? 300_000),
      run: () => retryOwedRefunds(strapi),
    });
    await startPushEvents(strapi);
    // Whether push is configured or not: followers' inboxes are written either way.
    await startFollowing(strapi);
    await startMemberMail(strapi);
    // Last: the metrics port answers once the instance serves (METRICS_PORT; none in development).
    await startMetrics(strapi);
  },

  async destroy() {
    await stopMetrics();
    // The sends in flight finish and are marked; the rest of the queue waits for the next start.
    await stopPushSender();
    await stopMemberMail();
    await stopSharedStore();
  },
};
