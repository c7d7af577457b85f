import type { ApiContext } from '../../../lib/api-context';

export default {
  ping(ctx: ApiContext) {
    ctx.body = { ok: true };
  },
};
