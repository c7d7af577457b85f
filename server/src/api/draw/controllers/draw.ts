import { factories } from '@strapi/strapi';
import { documentId, validBody, yup } from '../../../lib/payload';
import { memberDraw, publicDraw } from '../../../lib/draws/results';

const Params = yup.object({ rewardId: documentId().required() });

export default factories.createCoreController('api::draw.draw', ({ strapi }) => ({
  async findOne(ctx) {
    const { rewardId } = await validBody(Params, { rewardId: ctx.params.rewardId });
    ctx.body = { data: await publicDraw(strapi, rewardId) };
  },

  async mine(ctx) {
    const { rewardId } = await validBody(Params, { rewardId: ctx.params.rewardId });
    ctx.body = { data: await memberDraw(strapi, ctx.state.user.id, rewardId) };
  },
}));
