type Ctx = { query: Record<string, unknown> };

/**
 * Route middleware: the client asks for `populate=all` (spec §7), which Strapi does not know.
 * "all" (or no populate at all) becomes the relations and media this route's screens show.
 */
export const defaultPopulate = (populate: Record<string, unknown>) => async (ctx: Ctx, next: () => Promise<void>) => {
  const requested = ctx.query.populate;
  if (requested === undefined || requested === 'all' || requested === '*') ctx.query = { ...ctx.query, populate };
  await next();
};
