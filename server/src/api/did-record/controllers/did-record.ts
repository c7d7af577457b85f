import { factories } from '@strapi/strapi';
import { memberHistory } from '../history';
import { historyPage } from '../history-query';

const UID = 'api::did-record.did-record';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** The member's DIDs history: their own records only, newest first, paged, each with the balance after it. */
  async find(ctx) {
    await strapi.contentAPI.validate.query(ctx.query, strapi.getModel(UID), { auth: ctx.state.auth });
    const page = historyPage(ctx.query);
    const locale = typeof ctx.query.locale === 'string' ? ctx.query.locale : undefined;
    const { data, pagination, balance } = await memberHistory(strapi, ctx.state.user.id, { ...page, locale });
    ctx.body = { data, meta: { pagination, balance } };
  },
}));
