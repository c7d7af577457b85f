import type { Context, Next } from 'koa';
import { routeTemplate } from '../lib/logging/route-template';
import type { RouteMatcher } from '../lib/metrics/http';

type RequestLine = { method: string; route: string; status: number; durationMs: number };

/**
 * One line per request, with its parts as fields for JSON logs: the route as a template (never the
 * path or its query, which hold ids and codes), the status and the time it took.
 */
export default (_config: unknown, { strapi }: { strapi: { log: { http: (message: string, fields: RequestLine) => void }; server: { router: RouteMatcher } } }) =>
  async (ctx: Context, next: Next) => {
    const started = performance.now();
    await next();
    const line = { method: ctx.method, route: routeTemplate(ctx, strapi.server.router), status: ctx.status, durationMs: Math.round((performance.now() - started) * 10) / 10 };
    strapi.log.http(`${line.method} ${line.route} ${line.status} (${line.durationMs} ms)`, line);
  };
