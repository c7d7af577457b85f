import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { onStatement } from '../strapi-internals';

/**
 * With QUERY_COUNT=true (benchmarks and tests only), every answer carries X-Chispa-Queries: how many
 * SQL statements the request ran, and X-Chispa-Query-Log with them in order when asked for with
 * X-Chispa-Query-Log: 1. Knex's `query` event fires once per statement sent to the database.
 */
type Counter = { count: number; log?: string[] };
const current = new AsyncLocalStorage<Counter>();

/** Counts a statement run outside knex (a statement our code sends to SQLite's connection itself). */
export function countStatement(sql: string) {
  const counter = current.getStore();
  if (!counter) return;
  counter.count += 1;
  counter.log?.push(sql.replace(/\s+/g, ' ').slice(0, 200));
}

export const queryCountEnabled = () => process.env.QUERY_COUNT === 'true' && process.env.NODE_ENV !== 'production';

export function countQueries(strapi: Core.Strapi) {
  if (!queryCountEnabled()) return;
  let listening = false;
  // Called in register, before the configured middlewares; the connection exists from bootstrap on.
  strapi.server.use(async (ctx: Context, next: Next) => {
    if (!listening) {
      listening = true;
      onStatement(strapi, countStatement);
    }
    const counter: Counter = { count: 0, log: ctx.get('X-Chispa-Query-Log') === '1' ? [] : undefined };
    await current.run(counter, next);
    ctx.set('X-Chispa-Queries', String(counter.count));
    if (counter.log) ctx.set('X-Chispa-Query-Log', encodeURIComponent(JSON.stringify(counter.log)));
  });
}
