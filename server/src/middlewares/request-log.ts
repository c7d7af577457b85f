import type { Context, Next } from 'koa';

/** Strapi's request line, with its parts as fields too (method, path, status, ms) for JSON logs. */
export default (_config: unknown, { strapi }: { strapi: { log: { http: (message: string, meta: Record<string, unknown>) => void } } }) =>
  async (ctx: Context, next: Next) => {
    const started = performance.now();
    await next();
    const ms = Math.ceil(performance.now() - started);
    strapi.log.http(`${ctx.method} ${ctx.url} (${ms} ms) ${ctx.status}`, { method: ctx.method, path: ctx.path, status: ctx.status, ms });
  };
