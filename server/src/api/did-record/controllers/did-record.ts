import { factories } from '@strapi/strapi';
import { findOwnRecords } from '../../../lib/own-records';

const UID = 'api::did-record.did-record';

export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    const { data, pagination } = await findOwnRecords(strapi, UID, ctx);
    const balance = await strapi.service(UID).balanceOf(ctx.state.user.id);
    ctx.body = { data, meta: { pagination, balance } };
  },
}));
