import { catalogueVersion } from '../../../lib/catalogue-version';

let current: (() => Promise<string>) | undefined;

export default {
  async version(ctx: any) {
    current ??= catalogueVersion(strapi);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { version: await current() } };
  },
};
