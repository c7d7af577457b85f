// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeTemplate } from './route-template';

describe('routeTemplate', () => {
  it("is the matched route's template, never the path with its ids", () => {
    expect(routeTemplate({ _matchedRoute: '/api/projects/:id', path: '/api/projects/k3j4h5g6f7d8s9a0p1o2i3u4' })).toBe('/api/projects/:id');
  });

  it('names an unrouted request by its first segment when that is a plain word, else "unmatched"', () => {
    expect(routeTemplate({ path: '/uploads/picture_1a2b.png' })).toBe('/uploads/*');
    expect(routeTemplate({ _matchedRoute: '([^/]*)', path: '/uploads/picture_1a2b.png' })).toBe('/uploads/*');
    expect(routeTemplate({ path: '/_health' })).toBe('/_health');
    expect(routeTemplate({ path: '/ana@example.org/x' })).toBe('unmatched');
    expect(routeTemplate({ path: '/12345678Z' })).toBe('unmatched');
    expect(routeTemplate({ path: '/' })).toBe('unmatched');
    expect(routeTemplate({ _matchedRoute: '/((?!uploads/).+)', path: '/robots.txt' })).toBe('unmatched');
  });

  it('names a request refused before routing by the route it would have taken, like the metrics', () => {
    const router = { match: () => ({ pathAndMethod: [{ path: '/api/votes' }] }) };
    expect(routeTemplate({ path: '/api/votes', method: 'POST' }, router)).toBe('/api/votes');
  });
});
