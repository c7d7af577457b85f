import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { isContentApiPath } from '../lib/normalised-path';
import { assertQueryShape, type GetModel } from '../lib/query-shape';
import { routeModels } from '../lib/route-model';

/**
 * Every content-API query, on every route and for every method, is checked against the model its
 * path is about before any route, controller or database sees it (lib/query-shape): a malformed
 * `filters`, `fields`, `sort`, `populate` or `pagination` is the client's mistake, 400 `query.invalid`.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const modelOf = routeModels(strapi);
  const getModel: GetModel = (uid) => strapi.getModel(uid as never) as never;
  return async (ctx: Context, next: Next) => {
    if (isContentApiPath(ctx)) assertQueryShape(ctx.query as Record<string, unknown>, modelOf(ctx), getModel);
    await next();
  };
};
