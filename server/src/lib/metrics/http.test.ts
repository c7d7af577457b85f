// @vitest-environment node
import type { Context } from 'koa';
import { beforeEach, describe, expect, it } from 'vitest';
import httpMetrics from '../../middlewares/http-metrics';
import { httpDuration, httpRequests } from './counters';
import { methodLabel, requestRoute, routeLabel, statusClass, type RouteMatcher } from './http';

/** Strapi's router as the middleware sees it: the templates it knows, matched like @koa/router's paths. */
const router = (templates: string[]): RouteMatcher => ({
  match: (path) => ({
    pathAndMethod: templates
      .filter((template) => new RegExp(`^${template.replace(/:[a-z]+/gi, '[^/]+')}$`).test(path))
      .map((template) => ({ path: template })),
  }),
});

/** One request through the middleware: `route` is what the router noted, `answer` what the rest did. */
async function request(path: string, { method = 'GET', matched, status = 200, templates = [] as string[], throws }: { method?: string; matched?: unknown; status?: number; templates?: string[]; throws?: Error & { status?: number } } = {}) {
  const ctx = { method, path, status: 404 } as Context & { _matchedRoute?: unknown };
  const middleware = httpMetrics(undefined, { strapi: { server: { router: router(templates) } } });
  await middleware(ctx, async () => {
    if (matched !== undefined) ctx._matchedRoute = matched;
    if (throws) throw throws;
    ctx.status = status;
  }).catch(() => {});
}

const counted = async () => (await httpRequests.get()).values.map(({ labels, value }) => ({ ...labels, value }));

describe('the HTTP figures', () => {
  beforeEach(() => {
    httpRequests.reset();
    httpDuration.reset();
  });

  it("label a request by the route it matched, never by its path's ids", async () => {
    await request('/api/projects/abc123', { matched: '/api/projects/:id' });
    expect(await counted()).toEqual([{ method: 'GET', route: '/api/projects/:id', status: '200', value: 1 }]);
    const timed = (await httpDuration.get()).values.find((v) => v.metricName === 'chispa_http_request_duration_seconds_count');
    expect(timed).toMatchObject({ labels: { method: 'GET', route: '/api/projects/:id', status_class: '2xx' }, value: 1 });
  });

  it('label a request refused before the router by the route it would have matched', async () => {
    await request('/api/user-project-supports/xyz789', { method: 'POST', status: 429, templates: ['/api/projects/:id', '/api/user-project-supports/:id'] });
    expect(await counted()).toEqual([{ method: 'POST', route: '/api/user-project-supports/:id', status: '429', value: 1 }]);
  });

  it('label anything no route matches `unmatched`: a scanner, an address in a path', async () => {
    await request('/wp-login.php', { status: 404, templates: ['/api/projects/:id'] });
    await request('/api/members/ana@example.org', { status: 404, templates: ['/api/projects/:id'] });
    expect(await counted()).toEqual([{ method: 'GET', route: 'unmatched', status: '404', value: 2 }]);
  });

  it('count an error thrown past every middleware with its status', async () => {
    await request('/api/projects/abc123', { matched: '/api/projects/:id', throws: Object.assign(new Error('gone'), { status: 503 }) });
    await request('/api/projects/abc123', { matched: '/api/projects/:id', throws: new Error('broken') });
    expect(await counted()).toEqual([
      { method: 'GET', route: '/api/projects/:id', status: '503', value: 1 },
      { method: 'GET', route: '/api/projects/:id', status: '500', value: 1 },
    ]);
  });

  it('take only what is a template as a route label, and only known methods', () => {
    expect(routeLabel('/api/projects/:id')).toBe('/api/projects/:id');
    expect(routeLabel('/uploads/(.*)')).toBe('/uploads/(.*)');
    expect(routeLabel(/^\/api\/.*/)).toBe('unmatched');
    expect(routeLabel('/((?!uploads/).+)')).toBe('unmatched');
    expect(routeLabel('/api/members/ana@example.org')).toBe('unmatched');
    expect(routeLabel('/api/search/some words')).toBe('unmatched');
    expect(routeLabel(`/api/${'a'.repeat(200)}`)).toBe('unmatched');
    expect(routeLabel(undefined)).toBe('unmatched');
    expect(requestRoute(undefined, '/api/projects/abc123', 'GET')).toBe('unmatched');
    expect(methodLabel('PATCH')).toBe('PATCH');
    expect(methodLabel('PROPFIND')).toBe('OTHER');
    expect(statusClass(204)).toBe('2xx');
    expect(statusClass(503)).toBe('5xx');
  });
});
