type Ctx = { query: Record<string, unknown> };

/**
 * Route middleware: a list the client asks for without `sort` comes in this order. The projects'
 * order is the editors' position, then creation, on both engines alike (every project has a
 * position, 0 by default, so no engine's place for NULLs decides it). Creation is each language's
 * version's: a translation added later can come after projects made after its Spanish one.
 */
export const defaultSort = (sort: string[]) => async (ctx: Ctx, next: () => Promise<void>) => {
  if (ctx.query.sort === undefined) ctx.query = { ...ctx.query, sort };
  await next();
};
