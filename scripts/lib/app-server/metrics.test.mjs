// @vitest-environment node
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as server from '../../../server/src/lib/metrics/listener.ts';
import * as serverHttp from '../../../server/src/lib/metrics/http.ts';
import { freePort } from '../server-process.mjs';
import { authorised, countAppRequests, routeLabel } from './metrics.mjs';

const closing = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

/** An app server's routes as Fastify holds them, counted, with its figures on a port of their own. */
async function countedApp(token = null) {
  const app = Fastify();
  const counted = countAppRequests(app);
  app.get('/projects/:id', async () => 'project');
  app.get('/*', async (_request, reply) => reply.code(404).send('no file'));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const scrapes = await counted.listen({ port: await freePort(), token });
  closing.push(() => app.close(), scrapes.close);
  const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  return { base: `http://127.0.0.1:${port}`, metricsUrl: scrapes.url };
}

describe("the app server's figures", () => {
  it('count requests by route template, never by the path with its ids', async () => {
    const { base, metricsUrl } = await countedApp();
    await fetch(`${base}/projects/abc123`);
    await fetch(`${base}/missing/ana@example.org`);
    const text = await (await fetch(metricsUrl)).text();
    expect(text).toContain('chispa_http_requests_total{method="GET",route="/projects/:id",status="200"} 1');
    expect(text).toContain('chispa_http_requests_total{method="GET",route="/*",status="404"} 1');
    expect(text).toMatch(/chispa_http_request_duration_seconds_count\{method="GET",route="\/projects\/:id",status_class="2xx"\} 1/);
    expect(text).toContain('chispa_process_resident_memory_bytes');
    expect(text).not.toContain('abc123');
    expect(text).not.toContain('ana@example.org');
  });

  it('answer 401 without the token, 404 on any other path', async () => {
    const { metricsUrl } = await countedApp('scrape-secret');
    expect((await fetch(metricsUrl)).status).toBe(401);
    expect((await fetch(metricsUrl, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await fetch(metricsUrl, { headers: { Authorization: 'Bearer scrape-secret' } })).status).toBe(200);
    expect((await fetch(metricsUrl.replace('/metrics', '/'), { headers: { Authorization: 'Bearer scrape-secret' } })).status).toBe(404);
  });

  it("check tokens and route labels as Strapi's figures do", () => {
    const headers = [undefined, '', 'Bearer scrape-secret', 'bearer scrape-secret', 'Bearer scrape-secretX', 'scrape-secret'];
    for (const token of [null, 'scrape-secret']) {
      expect(headers.map((header) => authorised(header, token))).toEqual(headers.map((header) => server.authorised(header, token)));
    }
    const templates = ['/projects/:id', '/api/*', '/uploads/(.*)', '/a@b', '', undefined, /x/, `/${'a'.repeat(130)}`];
    expect(templates.map(routeLabel)).toEqual(templates.map(serverHttp.routeLabel));
  });
});
