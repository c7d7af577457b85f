import type { Context, Next } from 'koa';
import { isContentApiPath } from '../lib/normalised-path';

/**
 * Content is written in es and en. Any other `locale` (ca, fr, or anything unknown) is served
 * the Spanish content, as the app does, rather than an error or an empty list.
 */
const SERVED = new Set<unknown>(['es', 'en']);

export default () => async (ctx: Context, next: Next) => {
  if (isContentApiPath(ctx) && ctx.query.locale !== undefined && !SERVED.has(ctx.query.locale)) {
    ctx.query = { ...ctx.query, locale: 'es' };
  }
  await next();
};
