// The app server's figures in Prometheus's format, on a port of its own (APP_METRICS_PORT): the same
// two HTTP metrics as each Strapi instance (server/src/lib/metrics/), told apart by Prometheus's job.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

const PREFIX = 'chispa_';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
// A route as Fastify declares it (`/projects/:id`, `/api/*`), never the path a client sent.
const TEMPLATE = /^\/[A-Za-z0-9_\-./:()*?+]*$/;

/** The route label: Fastify's template of the route that answered, `unmatched` for its 404s and anything else. */
export function routeLabel(template) {
  return typeof template === 'string' && template.length > 0 && template.length <= 120 && TEMPLATE.test(template) ? template : 'unmatched';
}

const digest = (text) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries the token (constant-time); any header when there is none.
 * @param {string | undefined} header @param {string | null | undefined} token
 */
export function authorised(header, token) {
  if (!token) return true;
  return typeof header === 'string' && timingSafeEqual(digest(header), digest(`Bearer ${token}`));
}

/**
 * Counts and times every answer of `app` by method, route template and status (called before its
 * routes are registered); `listen` serves the figures at `GET /metrics` on a port of their own (with
 * `Authorization: Bearer <token>` when a token is set).
 * @param {import('fastify').FastifyInstance} app
 */
export function countAppRequests(app) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const requests = new Counter({ name: `${PREFIX}http_requests_total`, help: 'HTTP requests answered, by method, route template and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const duration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from the request to its answer, by method, route template and status class (2xx, 4xx, …)',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    const route = routeLabel(request.routeOptions?.url);
    requests.inc({ method, route, status: String(reply.statusCode) });
    duration.observe({ method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
  });

  return {
    /**
     * @param {{ port: number, host?: string, token?: string | null }} options
     * @returns {Promise<{ url: string, close: () => Promise<void> }>}
     */
    listen: (options) => listenForScrapes(registry, options),
  };
}

/**
 * @param {Registry} registry
 * @param {{ port: number, host?: string, token?: string | null }} options
 */
async function listenForScrapes(registry, { port, host = '127.0.0.1', token = null }) {
  const server = createServer((request, response) => {
    const answer = (status, body, headers = {}) => {
      response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
      response.end(body);
    };
    if ((request.url ?? '').split('?')[0] !== '/metrics') return answer(404, 'Not found\n');
    if (request.method !== 'GET') return answer(405, 'Method not allowed\n', { Allow: 'GET' });
    if (!authorised(request.headers.authorization, token)) return answer(401, 'Unauthorized\n', { 'WWW-Authenticate': 'Bearer' });
    registry.metrics().then(
      (body) => answer(200, body, { 'Content-Type': registry.contentType }),
      (error) => answer(500, `The figures could not be read: ${error.message}\n`),
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  return {
    url: `http://${host}:${port}/metrics`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
