import { assertPublishedOnlyQuery, isContentApiPath } from '../lib/published-only';

type QueryContext = { path: string; query: Record<string, unknown> };

/** Content-API requests that ask for drafts are refused before any route sees them (lib/published-only). */
export default () => async (ctx: QueryContext, next: () => Promise<void>) => {
  if (isContentApiPath(ctx.path)) assertPublishedOnlyQuery(ctx.query);
  await next();
};
