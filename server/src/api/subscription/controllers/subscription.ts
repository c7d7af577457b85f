import { factories } from '@strapi/strapi';
import { findOwnRecords } from '../../../lib/own-records';
import { validBody, yup } from '../../../lib/payload';
import { PRICES } from '../services/checkout/prices';

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
});

export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    const { data, pagination } = await findOwnRecords(strapi, UID, ctx);
    ctx.body = { data, meta: { pagination } };
  },

  async create(ctx) {
    const input = await validBody(StartSchema, ctx.request.body);
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
}));
