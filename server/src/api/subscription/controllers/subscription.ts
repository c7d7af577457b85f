import { factories } from '@strapi/strapi';
import { findOwnRecords } from '../../../lib/own-records';

const UID = 'api::subscription.subscription';

export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    const { data, pagination } = await findOwnRecords(strapi, UID, ctx);
    ctx.body = { data, meta: { pagination } };
  },
}));
