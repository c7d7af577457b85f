// Code passed to page.evaluate runs in the browser (navigator, MessageChannel are its globals).
// The references the outbox drain is measured against (issue 18), against the bench's own server:
// - Workbox's background-sync Queue (./reference-sw.js, bundled here) replaying `entries` queued draw
//   entries in Chromium, from a page on an origin of its own whose /api passes through to Strapi;
// - the floor: the same entries sent one by one from Node, straight to Strapi and through that proxy.
// Each run makes its own member (DIDs granted by an editor, a vote on the project), as the outbox
// stress scenario does.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import proxy from '@fastify/http-proxy';
import { build } from 'vite';
import { joinAsNewMember } from '../lib/join.mjs';
import { grantDids } from '../lib/offline-stress.mjs';
import { freePort } from '../lib/server-process.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const GRANT = 5000; // DIDs, so that every entry fits the balance

async function json(response) {
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

let bundled;
/** reference-sw.js with Workbox inside, as one classic script (a service worker cannot import modules everywhere). */
async function referenceWorker() {
  if (bundled) return bundled;
  const outDir = mkdtempSync(join(tmpdir(), 'chispa-bench-workbox-'));
  try {
    await build({
      configFile: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        outDir,
        minify: false,
        lib: { entry: join(here, 'reference-sw.js'), formats: ['iife'], name: 'ReferenceWorker', fileName: () => 'reference-sw.js' },
      },
    });
    bundled = readFileSync(join(outDir, 'reference-sw.js'), 'utf8');
    return bundled;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** An origin of its own: the reference worker, an empty page, and /api passed through to Strapi. */
async function referenceOrigin(apiUrl) {
  const app = Fastify();
  const worker = await referenceWorker();
  app.get('/reference-sw.js', (_request, reply) => reply.type('application/javascript').header('Service-Worker-Allowed', '/').send(worker));
  app.get('/reference.html', (_request, reply) => reply.type('text/html').send('<!doctype html><title>Workbox reference</title>'));
  await app.register(proxy, { upstream: apiUrl, prefix: '/api', rewritePrefix: '/api' });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/** A member who may enter the Huertos draw `entries` times: DIDs granted, the project voted on. */
async function drawEntrant(base, apiUrl) {
  const member = await joinAsNewMember(`${base}/`);
  const login = await json(
    await fetch(`${apiUrl}/api/auth/local`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ identifier: member.email, password: member.password }) }),
  );
  await grantDids(apiUrl, member.email, GRANT);
  const projects = (await json(await fetch(`${apiUrl}/api/projects?locale=es&populate=all`))).data;
  const huertos = projects.find((p) => p.name.startsWith('Huertos'));
  const auth = { Authorization: `Bearer ${login.jwt}` };
  await json(
    await fetch(`${apiUrl}/api/user-project-supports?locale=es`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { support: 1, project: huertos.documentId } }),
    }),
  );
  const rewardId = huertos.reward.documentId;
  return {
    rewardId,
    /** The requests the app's outbox sends for draw entries (path, body, headers), one per entry. */
    entryRequests: (origin, count) =>
      Array.from({ length: count }, () => ({
        url: `${origin}/api/participations?locale=es`,
        headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), 'X-Chispa-Queued-At': String(Date.now()) },
        body: JSON.stringify({ rewardId, amount: 1, locale: 'es' }),
      })),
    entriesOnServer: async () => (await json(await fetch(`${apiUrl}/api/participations?documentId=${rewardId}`, { headers: auth }))).data.length,
  };
}

/**
 * Workbox's Queue replaying `entries` draw entries queued while offline: the time from asking for the
 * replay until the queue is empty. Throws unless the server then holds exactly `entries` entries.
 * @param {{ browser: import('playwright-core').Browser, base: string, apiUrl: string, entries?: number }} options
 * @returns {Promise<{ ms: number }>}
 */
export async function benchWorkboxReference({ browser, base, apiUrl, entries = 100 }) {
  const entrant = await drawEntrant(base, apiUrl);
  const origin = await referenceOrigin(apiUrl);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin.url}/reference.html`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/reference-sw.js');
      await navigator.serviceWorker.ready;
    });
    // The worker's answer, and the page's wall time from posting the message until it arrived.
    const ask = (message) =>
      page.evaluate(
        (data) =>
          navigator.serviceWorker.ready.then(
            (registration) =>
              new Promise((resolve) => {
                const channel = new MessageChannel();
                const started = performance.now();
                channel.port1.onmessage = (event) => resolve({ ...event.data, wallMs: performance.now() - started });
                registration.active.postMessage(data, [channel.port2]);
              }),
          ),
        message,
      );
    const { queued } = await ask({ type: 'queue', requests: entrant.entryRequests(origin.url, entries) });
    if (queued !== entries) throw new Error(`Workbox queued ${queued} entries, expected ${entries}`);
    const { wallMs, left, error } = await ask({ type: 'replay' });
    if (error) throw new Error(`Workbox's replay failed with ${left} entries left: ${error}`);
    if (left !== 0) throw new Error(`Workbox left ${left} entries in its queue`);
    const onServer = await entrant.entriesOnServer();
    if (onServer !== entries) throw new Error(`the server holds ${onServer} of Workbox's ${entries} entries`);
    return { ms: Math.round(wallMs) };
  } finally {
    await context.close();
    await origin.close();
  }
}

/** Sends each request and waits for its answer before the next. */
async function oneByOne(requests) {
  const started = performance.now();
  for (const { url, headers, body } of requests) {
    const response = await fetch(url, { method: 'POST', headers, body });
    if (response.status !== 201) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  }
  return Math.round(performance.now() - started);
}

/**
 * The floor: `entries` draw entries sent one by one from Node, straight to Strapi, and through a
 * pass-through proxy like the app server's (a new member for each).
 * @param {{ base: string, apiUrl: string, entries?: number }} options
 * @returns {Promise<{ directMs: number, proxiedMs: number }>}
 */
export async function nodeFloor({ base, apiUrl, entries = 100 }) {
  const direct = await drawEntrant(base, apiUrl);
  const directMs = await oneByOne(direct.entryRequests(apiUrl, entries));
  const origin = await referenceOrigin(apiUrl);
  try {
    const proxied = await drawEntrant(base, apiUrl);
    const proxiedMs = await oneByOne(proxied.entryRequests(origin.url, entries));
    return { directMs, proxiedMs };
  } finally {
    await origin.close();
  }
}
