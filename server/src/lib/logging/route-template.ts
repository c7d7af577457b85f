/** What koa-router leaves on the context once a route matched: its path as declared. */
type RoutedContext = { _matchedRoute?: unknown; path: string };

const PLAIN_SEGMENT = /^\/[a-z_-]+(?=\/|$)/;

/**
 * The route a request was served by, as a template (`/api/projects/:id`): never its path, which
 * holds ids, nor its query. Requests no route matched, or matched by a bare pattern (Strapi's
 * uploads are `([^/]*)` under their folder), are named by their first path segment when it is a
 * plain word (`/uploads/*`), otherwise `(unmatched)`.
 */
export function routeTemplate(ctx: RoutedContext): string {
  const matched = ctx._matchedRoute;
  if (typeof matched === 'string' && matched.startsWith('/')) return matched;
  const first = PLAIN_SEGMENT.exec(ctx.path)?.[0];
  if (!first) return '(unmatched)';
  return first === ctx.path ? first : `${first}/*`;
}
