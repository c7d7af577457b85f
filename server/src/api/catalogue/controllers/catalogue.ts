import { catalogueVersion } from '../../../lib/catalogue-version';
import type { ApiContext } from '../../../lib/api-context';

let current: (() => Promise<string>) | undefined;

export default {
  async version(ctx: ApiContext) {
    current ??= catalogueVersion(strapi);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { version: await current() } };
  },
};
