import type { Core } from '@strapi/strapi';

type Plugin = Core.Plugin & { controllers: Record<string, Record<string, (ctx: any) => Promise<unknown>>> };

// The client asks for `populate=all` (spec §7); Strapi only knows `*` and named relations, so
// "all" is the member's own relations that the app shows.
const MEMBER_RELATIONS = { image: true };

export default (plugin: Plugin) => {
  const me = plugin.controllers.user.me;
  plugin.controllers.user.me = async (ctx) => {
    if (ctx.query.populate === 'all') ctx.query = { ...ctx.query, populate: MEMBER_RELATIONS };
    return me(ctx);
  };
  return plugin;
};
