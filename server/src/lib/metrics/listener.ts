import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/** Where the figures are served: a port of their own, never the API's (nginx never proxies it). */
export type MetricsSettings = { port: number; host: string; token: string | null };

/** METRICS_PORT (unset: no listener), METRICS_HOST (loopback by default), METRICS_TOKEN (optional). */
export function metricsSettings(env: NodeJS.ProcessEnv = process.env): MetricsSettings | null {
  const raw = env.METRICS_PORT?.trim();
  if (!raw) return null;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`METRICS_PORT is not a port number (${raw})`);
  return { port, host: env.METRICS_HOST?.trim() || '127.0.0.1', token: env.METRICS_TOKEN?.trim() || null };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries the token (compared in constant time); any header when there is none. */
export function authorised(header: string | undefined, token: string | null): boolean {
  if (!token) return true;
  return typeof header === 'string' && timingSafeEqual(digest(header), digest(`Bearer ${token}`));
}

/** The exposition text and its content type, read at each scrape. */
export type Exposition = () => Promise<{ contentType: string; body: string }>;

/** `GET /metrics` (with the token when one is set); every other path 404. */
export function startListener({ port, host, token }: MetricsSettings, expose: Exposition): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const answer = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
      response.end(body);
    };
    if (path !== '/metrics') return answer(404, 'Not found\n');
    if (request.method !== 'GET') return answer(405, 'Method not allowed\n', { Allow: 'GET' });
    if (!authorised(request.headers.authorization, token)) return answer(401, 'Unauthorized\n', { 'WWW-Authenticate': 'Bearer' });
    expose().then(
      ({ contentType, body }) => answer(200, body, { 'Content-Type': contentType }),
      (error: Error) => answer(500, `The figures could not be read: ${error.message}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
