import type { Context, Next } from 'koa';
import { observeRequest, requestRoute, type RouteMatcher } from '../lib/metrics/http';

type Routed = Context & { _matchedRoute?: unknown };

/**
 * Every request counted and timed by method, route template and status (lib/metrics/http.ts): the
 * first middleware, so that the time is the whole answer's and refusals by the others are counted.
 */
export default (_config: unknown, { strapi }: { strapi: { server: { router: RouteMatcher } } }) =>
  async (ctx: Context, next: Next) => {
    const started = performance.now();
    let status = 500;
    try {
      await next();
      status = ctx.status;
    } catch (error) {
      // Thrown past every middleware: Koa answers with the error's own status, or 500.
      const thrown = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
      status = typeof thrown === 'number' ? thrown : 500;
      throw error;
    } finally {
      const seconds = (performance.now() - started) / 1000;
      try {
        observeRequest({ method: ctx.method, route: requestRoute((ctx as Routed)._matchedRoute, ctx.path, ctx.method, strapi.server.router), status, seconds });
      } catch {
        // A figure is never worth an answer: the request is answered uncounted.
      }
    }
  };
