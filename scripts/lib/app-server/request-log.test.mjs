// @vitest-environment node
// The app server's log over real HTTP, with a stand-in for Strapi: one JSON request line per request,
// the proxy's request id passed on to Strapi and answered, the route a template, nothing personal.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logProblems } from '../log-check.mjs';
import { freePort } from '../server-process.mjs';
import { startAppServer } from './index.mjs';

let dir;
let api;
let app;
/** The X-Request-Id each request reached the stand-in with, and its path. */
const idsAtApi = [];
const pathsAtApi = [];
const logFile = () => join(dir, 'app.log');
const lines = () =>
  readFileSync(logFile(), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'chispa-app-log-'));
  // A page with a head and a script, as the build's: the home's first section and previews go into it.
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Chispa</title></head><body><div id="root"></div><script type="module" src="/assets/start.js"></script></body></html>');
  api = createServer((request, response) => {
    idsAtApi.push(request.headers['x-request-id']);
    pathsAtApi.push(request.url.split('?')[0]);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  const { port: apiPort } = /** @type {import('node:net').AddressInfo} */ (api.address());
  app = await startAppServer({ distDir: dir, apiTarget: `http://127.0.0.1:${apiPort}`, port: await freePort(), logFormat: 'json', logFile: logFile() });
});

afterAll(async () => {
  await app?.close();
  api?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the app server's log", () => {
  it("passes the proxy's request id to Strapi, answers it, and logs the request under it with its route template", async () => {
    const id = 'nginx-0123456789abcdef';
    const answer = await fetch(`${app.url}/api/projects/k3j4h5g6f7d8s9a0p1o2i3u4?unsubscribeToken=abc&email=ana%40example.org`, { headers: { 'X-Request-Id': id } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe(id);
    expect(idsAtApi.at(-1)).toBe(id);
    await expect.poll(() => lines().find((line) => line.requestId === id && line.level === 'http')).toMatchObject({ level: 'http', method: 'GET', route: '/api/*', status: 200, msg: expect.stringMatching(/^GET \/api\/\* 200 \([\d.]+ ms\)$/) });
    expect(typeof lines().find((line) => line.requestId === id && line.level === 'http').durationMs).toBe('number');
    // Its one line: the proxy's own lines are off.
    expect(lines().filter((line) => line.requestId === id)).toHaveLength(1);
  });

  it("gives its own reads for a page (a link preview's item and publisher, the home's first section) the page's request id", async () => {
    for (const [page, reads] of [
      ['/projects/k3j4h5g6f7d8s9a0p1o2i3u4', ['/api/projects/k3j4h5g6f7d8s9a0p1o2i3u4', '/api/operator']],
      ['/', ['/api/home-section1']],
    ]) {
      const id = `nginx-${page.length}-0123456789abcdef`;
      const from = idsAtApi.length;
      const answer = await fetch(`${app.url}${page}`, { headers: { 'X-Request-Id': id, Accept: 'text/html' } });
      expect(answer.status).toBe(200);
      const asked = pathsAtApi.slice(from).map((path, i) => [path, idsAtApi[from + i]]);
      for (const path of reads) expect(asked).toContainEqual([path, id]);
    }
  });

  it('gives a request without a well-formed id one of its own, passed on and logged', async () => {
    for (const headers of [{}, { 'X-Request-Id': 'bad id; drop' }]) {
      const answer = await fetch(`${app.url}/api/projects`, { headers });
      const id = answer.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(idsAtApi.at(-1)).toBe(id);
      await expect.poll(() => lines().some((line) => line.requestId === id)).toBe(true);
    }
  });

  it('names no path of a file it does not have, and holds nothing personal in any line', async () => {
    expect((await fetch(`${app.url}/ana@example.org.js`)).status).toBe(404);
    await expect.poll(() => lines().filter((line) => line.status === 404)).toHaveLength(1);
    expect(logProblems(readFileSync(logFile(), 'utf8'), { name: 'app.log' })).toEqual([]);
  });
});
