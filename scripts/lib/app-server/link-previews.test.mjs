// @vitest-environment node
// The app server's share links over real HTTP, with a stand-in for Strapi's public API: the origin of
// a preview's links is the configured one, whatever Host a request names, and a malformed request
// gets the generic head, never a 500.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer } from './index.mjs';

const PROJECT = { name: 'Huertos urbanos', subtitle: 'Verde en el barrio', mainImage: { url: '/uploads/huerto.jpg', width: 1200, height: 630 } };
const LOOKWHAT = { name: 'Bibliotecas de barrio', subtitle: 'Tú eliges', project_type: 'lookwhat', option1_label: 'Cómics', option2_label: 'Divulgación científica', locale: 'es' };
const INDEX = '<!doctype html><html><head><title>Chispa</title></head><body><div id="root"></div></body></html>';

/** One request as written, byte for byte (fetch cannot send a bad Host, or none). */
function rawRequest(port, head) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(`${head}\r\n`);
    setTimeout(() => socket.end(), 1500);
  });
}

const statusOf = (answer) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
const ogUrlOf = (answer) => /<meta property="og:url" content="([^"]*)"/.exec(answer)?.[1] ?? null;
const ogImageOf = (answer) => /<meta property="og:image" content="([^"]*)"/.exec(answer)?.[1] ?? null;
const ogLocaleOf = (answer) => /<meta property="og:locale" content="([^"]*)"/.exec(answer)?.[1] ?? null;
const ogTitleOf = (answer) => /<meta property="og:title" content="([^"]*)"/.exec(answer)?.[1] ?? null;
const authorOf = (answer) => /<meta name="author" content="([^"]*)"/.exec(answer)?.[1] ?? null;
const ogDescriptionOf = (answer) => /<meta property="og:description" content="([^"]*)"/.exec(answer)?.[1] ?? null;

let api;
let dir;
/** Whether the stand-in answers GET /api/operator, as a running server does. */
let operatorAnswers = true;
const servers = [];

async function appServer(publicUrl) {
  const port = await new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(free));
    });
  });
  const server = await startAppServer({ distDir: dir, apiTarget: `http://127.0.0.1:${api.address().port}`, port, publicUrl });
  servers.push(server);
  return port;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'chispa-previews-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  api = createServer((request, response) => {
    if (request.url === '/api/operator') {
      response.writeHead(operatorAnswers ? 200 : 503, { 'content-type': 'application/json' });
      return response.end(JSON.stringify(operatorAnswers ? { data: { legalName: 'Chispa Pruebas Locales, S.L.', taxId: 'B12345674' } } : { data: null, error: { status: 503 } }));
    }
    const found = request.url.startsWith('/api/projects/huertos?');
    // Like Strapi: a project not published in English is answered in Spanish, with its own locale.
    const asked = new URL(request.url, 'http://api').searchParams.get('locale');
    const spanishOnly = request.url.startsWith('/api/projects/solo-es?');
    const lookwhat = request.url.startsWith('/api/projects/bibliotecas?');
    response.writeHead(found || spanishOnly || lookwhat ? 200 : 404, { 'content-type': 'application/json' });
    const data = lookwhat ? LOOKWHAT : spanishOnly ? { ...PROJECT, locale: 'es' } : found ? { ...PROJECT, locale: asked } : null;
    response.end(JSON.stringify(data ? { data } : { data: null, error: { status: 404 } }));
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  for (const server of servers) await server.close();
  await new Promise((resolve) => api.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('link previews', () => {
  it('read an item in the asked language, and an item in Spanish only as Spanish (issue 28)', async () => {
    const port = await appServer('https://chispa.example.org');
    const head = (path) => `GET ${path} HTTP/1.1\r\nHost: chispa.example.org\r\nAccept: text/html\r\nConnection: close\r\n`;
    expect(ogLocaleOf(await rawRequest(port, head('/projects/huertos?locale=en')))).toBe('en_GB');
    const spanish = await rawRequest(port, head('/projects/solo-es?locale=en'));
    expect(ogTitleOf(spanish)).toBe('Huertos urbanos');
    expect(ogLocaleOf(spanish)).toBe('es_ES');
  });

  it('ask a lookwhat project’s question by its options’ names, in the language the project is answered in (issue 52)', async () => {
    const port = await appServer('https://chispa.example.org');
    const answer = await rawRequest(port, 'GET /projects/bibliotecas?locale=en HTTP/1.1\r\nHost: chispa.example.org\r\nAccept: text/html\r\nConnection: close\r\n');
    expect(ogDescriptionOf(answer)).toBe('¿Cómics o Divulgación científica? Tú eliges');
  });

  it('name the operator as who publishes the page, and go without it when it cannot be read (issue 53)', async () => {
    const port = await appServer('https://chispa.example.org');
    const request = 'GET /projects/huertos HTTP/1.1\r\nHost: chispa.example.org\r\nAccept: text/html\r\nConnection: close\r\n';
    expect(authorOf(await rawRequest(port, request))).toBe('Chispa Pruebas Locales, S.L.');
    operatorAnswers = false;
    try {
      const answer = await rawRequest(port, request);
      expect(ogTitleOf(answer)).toBe('Huertos urbanos');
      expect(authorOf(answer)).toBeNull();
    } finally {
      operatorAnswers = true;
    }
  });

  it('point at the configured public origin, whatever Host the request names', async () => {
    const port = await appServer('https://chispa.example.org');
    const answer = await rawRequest(port, 'GET /projects/huertos HTTP/1.1\r\nHost: evil.test\r\nAccept: text/html\r\nConnection: close\r\n');
    expect(statusOf(answer)).toBe(200);
    expect(ogUrlOf(answer)).toBe('https://chispa.example.org/projects/huertos');
    expect(ogImageOf(answer)).toBe('https://chispa.example.org/uploads/huerto.jpg');
    expect(answer).not.toContain('evil.test');
  });

  it('point at the server’s own address when no public one is configured (npm start)', async () => {
    const port = await appServer(undefined);
    const answer = await rawRequest(port, 'GET /projects/huertos HTTP/1.1\r\nHost: evil.test\r\nAccept: text/html\r\nConnection: close\r\n');
    expect(ogUrlOf(answer)).toBe(`http://localhost:${port}/projects/huertos`);
    expect(answer).not.toContain('evil.test');
  });

  it('answer a malformed Host, or none, with a page or a 4xx, never a 500', async () => {
    const port = await appServer(undefined);
    for (const head of [
      'GET /projects/huertos HTTP/1.1\r\nHost: a b\r\nAccept: text/html\r\nConnection: close\r\n',
      'GET /projects/huertos HTTP/1.1\r\nHost: [::1\r\nAccept: text/html\r\nConnection: close\r\n',
      'GET /projects/huertos HTTP/1.1\r\nHost:\r\nAccept: text/html\r\nConnection: close\r\n',
      'GET /projects/huertos HTTP/1.0\r\nAccept: text/html\r\n',
    ]) {
      const answer = await rawRequest(port, head);
      const status = statusOf(answer);
      expect(status, head).toBeGreaterThanOrEqual(200);
      expect(status, `${head}\n${answer.slice(0, 300)}`).toBeLessThan(500);
      if (status === 200) expect(ogUrlOf(answer), head).toBe(`http://localhost:${port}/projects/huertos`);
    }
  });
});
