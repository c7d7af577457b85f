import type { Context, Next } from 'koa';
import { refusal } from '../lib/errors';
import { isDatabaseUnreachable } from '../lib/operations/database-unavailable';
import { routeTemplate } from '../lib/logging/route-template';

const RETRY_AFTER_S = 5;

/**
 * A database that cannot be reached (a restart, a failover) is the server's trouble, for a moment:
 * 503 `service.unavailable` with Retry-After, never a 500, and never an answer that could end a
 * member's session (the app keeps it on 5xx). Strapi reconnects by itself once the database is back.
 */
export default (_config: unknown, { strapi }: { strapi: { log: { warn: (message: string) => void } } }) =>
  async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      strapi.log.warn(`Database unreachable during ${ctx.method} ${routeTemplate(ctx)}: ${(error as Error).message}`);
      ctx.set('Retry-After', String(RETRY_AFTER_S));
      throw refusal(503, 'service.unavailable', 'The service is briefly unavailable, try again in a moment');
    }
  };
