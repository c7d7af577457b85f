import { readiness } from '../../../lib/operations/readiness';
import { refusal } from '../../../lib/errors';

export default {
  live(ctx: any) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { status: 'alive' } };
  },

  async ready(ctx: any) {
    ctx.set('Cache-Control', 'no-store');
    const state = await readiness(strapi);
    if (!state.ready) {
      throw refusal(503, state.draining ? 'service.draining' : 'service.unavailable', 'This instance cannot serve requests now', { checks: state.checks });
    }
    ctx.body = { data: { status: 'ready', checks: state.checks } };
  },
};
