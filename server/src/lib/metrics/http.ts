import { httpDuration, httpRequests } from './counters';

/** What a request matched when no route did (a 404, a static file, a refusal before routing). */
export const UNMATCHED = 'unmatched';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

// A template as routers write them: segments, `:params` and Koa's `(.*)`, nothing a client sent.
const TEMPLATE = /^\/[A-Za-z0-9_\-./:()*?+]*$/;
const MAX_TEMPLATE = 120;

/**
 * The route label: the router's template the request matched (`/api/projects/:id`), never its path
 * (`/api/projects/abc123`: ids, e-mails and tokens stay out of labels, and the set of labels stays as
 * small as the set of routes). Anything that is not a template is `unmatched`: so is Strapi's public
 * folder, one catch-all route (`/((?!uploads/).+)`) that every GET no other route takes falls into.
 */
export function routeLabel(template: unknown): string {
  if (typeof template !== 'string' || template.length === 0 || template.length > MAX_TEMPLATE || !TEMPLATE.test(template)) return UNMATCHED;
  return template;
}

/** The method label: the methods routes use, and `OTHER` for anything a client invents. */
export const methodLabel = (method: string) => (METHODS.has(method) ? method : 'OTHER');

/** `2xx`, `4xx`, …: the latency histogram's label, so that its series stay few. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** One answered request, counted and timed. */
export function observeRequest({ method, route, status, seconds }: { method: string; route: string; status: number; seconds: number }) {
  const m = methodLabel(method);
  httpRequests.inc({ method: m, route, status: String(status) });
  httpDuration.observe({ method: m, route, status_class: statusClass(status) }, seconds);
}

/** What the route label needs of Strapi's router (@koa/router): the layers a path and method match. */
export type RouteMatcher = { match(path: string, method: string): { pathAndMethod: ReadonlyArray<{ path: unknown }> } };

/**
 * The template of the route a request took: the router's own note of it (`ctx._matchedRoute`), or,
 * for a request answered before the router saw it (a throttle's 429, a body refused), the route its
 * path and method would have matched; `unmatched` otherwise.
 */
export function requestRoute(matched: unknown, path: string, method: string, router?: RouteMatcher): string {
  if (matched !== undefined) return routeLabel(matched);
  const layers = router?.match(path, method).pathAndMethod ?? [];
  return routeLabel(layers[layers.length - 1]?.path);
}
