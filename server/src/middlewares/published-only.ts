import { assertPublishedOnlyQuery } from '../lib/published-only';
import { isContentApiPath } from '../lib/normalised-path';

type QueryContext = { path: string; query: Record<string, unknown> };

/** Content-API requests that ask for drafts are refused before any route sees them (lib/published-only). */
export default () => async (ctx: QueryContext, next: () => Promise<void>) => {
  if (isContentApiPath(ctx)) assertPublishedOnlyQuery(ctx.query);
  await next();
};
