import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';

/** Ids as proxies write them (nginx's $request_id is 32 hex digits); anything else is replaced. */
const WELL_FORMED = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Every request has an id: the one nginx passed in X-Request-Id, or a new one. It is answered in
 * X-Request-Id and written with every log line of the request (config/logger.ts), so a member's
 * report, nginx's access log and Strapi's log meet on one id.
 */
export default () => async (ctx: Context, next: Next) => {
  const given = ctx.get('X-Request-Id');
  const id = WELL_FORMED.test(given) ? given : randomUUID();
  ctx.state.requestId = id;
  ctx.set('X-Request-Id', id);
  await next();
};
