import { Readable } from 'node:stream';
import { factories } from '@strapi/strapi';
import { refusal } from '../../../lib/errors';
import { documentId, validBody, yup } from '../../../lib/payload';
import { memberDraw, publicDraw, publicTicketList } from '../../../lib/draws/results';

const Params = yup.object({ rewardId: documentId().required() });

export default factories.createCoreController('api::draw.draw', ({ strapi }) => ({
  async findOne(ctx) {
    const { rewardId } = await validBody(Params, { rewardId: ctx.params.rewardId });
    ctx.body = { data: await publicDraw(strapi, rewardId) };
  },

  /** The frozen ticket list, one pseudonym per line, streamed: its SHA-256 is the draw's `ticketsHash`. */
  async tickets(ctx) {
    const { rewardId } = await validBody(Params, { rewardId: ctx.params.rewardId });
    const list = await publicTicketList(strapi, rewardId);
    if (!list) throw refusal(404, 'draw.notFrozen', 'The ticket list is published at the draw date');
    // Frozen, so it never changes: a client revalidates (the reward may be unpublished since) and gets a 304.
    const etag = `"${list.ticketsHash}"`;
    ctx.set('Cache-Control', 'public, no-cache');
    ctx.set('ETag', etag);
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304;
      return;
    }
    ctx.set('Content-Disposition', `attachment; filename="draw-${rewardId}-tickets.txt"`);
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = Readable.from(list.text);
  },

  async mine(ctx) {
    const { rewardId } = await validBody(Params, { rewardId: ctx.params.rewardId });
    ctx.body = { data: await memberDraw(strapi, ctx.state.user.id, rewardId) };
  },
}));
