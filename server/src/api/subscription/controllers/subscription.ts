import { factories } from '@strapi/strapi';
import { refusal } from '../../../lib/errors';
import { findOwnRecords } from '../../../lib/own-records';
import { documentId, validBody, yup } from '../../../lib/payload';
import { PRICES } from '../services/checkout/prices';
import { withdrawableUntil } from '../services/sale/withdrawable';

const UID = 'api::subscription.subscription';

const StartSchema = yup.object({
  priceId: yup.string().strict().required().oneOf(Object.keys(PRICES)),
  type: yup.string().strict().oneOf(['recurring', 'single']).default('recurring'),
  targetEmail: yup.string().strict().email().max(500).when('type', {
    is: 'single',
    then: (schema) => schema.required('targetEmail is required for a gift'),
    otherwise: (schema) => schema.oneOf([undefined, null, ''], 'targetEmail is only for gifts'),
  }),
  locale: yup.string().strict().oneOf(['es', 'en', 'ca', 'fr']),
  // Checked below with a code of its own: the app shows why nothing happened.
  consentImmediatePerformance: yup.boolean().strict(),
  expectedAmountCents: yup.number().strict().required().integer().min(0).max(100_000_000),
});

const WithdrawSchema = yup.object({ documentId: documentId() });

export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    const { data, pagination } = await findOwnRecords(strapi, UID, ctx);
    ctx.body = { data: await withdrawableUntil(strapi, data as Array<Record<string, unknown>>), meta: { pagination } };
  },

  async create(ctx) {
    const { consentImmediatePerformance, ...input } = await validBody(StartSchema, ctx.request.body);
    // TRLGDCU art. 98.8 and 103 m: the member asks, expressly, for Premium to begin within the 14 days.
    if (consentImmediatePerformance !== true) throw refusal(400, 'subscription.consentRequired', 'Consent to immediate performance is required');
    const { url } = await strapi.service(UID).start(ctx.state.user, {
      ...input,
      type: input.type ?? 'recurring',
      targetEmail: input.targetEmail ? input.targetEmail.trim().toLowerCase() : undefined,
    });
    ctx.status = 201;
    ctx.body = { url, checkoutUrl: url };
  },

  async cancel(ctx) {
    ctx.body = await strapi.service(UID).cancelCurrent(ctx.state.user.id);
  },

  /** POST /api/subscriptions/withdraw {documentId?}: the 14-day withdrawal (services/sale/withdraw.ts). */
  async withdraw(ctx) {
    const body = ctx.request.body ?? {};
    const { documentId: target } = await validBody(WithdrawSchema, body);
    ctx.body = { data: await strapi.service(UID).withdraw(ctx.state.user.id, target) };
  },

  /** POST /api/subscriptions/portal: where the member manages their payment method. */
  async portal(ctx) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await strapi.service(UID).portal(ctx.state.user.id);
  },
}));
