import { requestRoute, UNMATCHED, type RouteMatcher } from '../metrics/http';

/** What koa-router leaves on the context once a route matched, and the request's own path and method. */
type RoutedContext = { _matchedRoute?: unknown; path: string; method?: string };

const PLAIN_SEGMENT = /^\/[a-z_-]+(?=\/|$)/;

/**
 * The route a log line names: the metrics' label (lib/metrics/http.ts: the template, never the path
 * or its query) and, where that is `unmatched`, the first path segment when it is a plain word
 * (`/uploads/*`, `/_health`), which tells a reader more. Metrics cannot take it: a client could make
 * their labels grow without end, a log line costs nothing more.
 */
export function routeTemplate(ctx: RoutedContext, router?: RouteMatcher): string {
  const template = requestRoute(ctx._matchedRoute, ctx.path, ctx.method ?? 'GET', router);
  if (template !== UNMATCHED) return template;
  const first = PLAIN_SEGMENT.exec(ctx.path)?.[0];
  if (!first) return UNMATCHED;
  return first === ctx.path ? first : `${first}/*`;
}
