import { readiness } from '../../../lib/operations/readiness';
import { refusal } from '../../../lib/errors';
import type { ApiContext } from '../../../lib/api-context';

export default {
  live(ctx: ApiContext) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { status: 'alive' } };
  },

  async ready(ctx: ApiContext) {
    ctx.set('Cache-Control', 'no-store');
    const state = await readiness(strapi);
    if (!state.ready) {
      throw refusal(503, state.draining ? 'service.draining' : 'service.unavailable', 'This instance cannot serve requests now', { checks: state.checks });
    }
    ctx.body = { data: { status: 'ready', checks: state.checks } };
  },
};
