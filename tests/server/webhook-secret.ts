/** The webhook secret the test server is started with (boot-strapi.ts): the tests sign events as Stripe would (stripe-events.ts). */
export const TEST_WEBHOOK_SECRET = 'whsec_chispa_server_tests_only';
