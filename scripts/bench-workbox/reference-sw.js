/* global self, Request, performance */
// The reference for the outbox drain (issue 18): Workbox's own background-sync Queue, the standard
// tool, replaying queued POSTs one at a time. Any HTTP answer counts as delivered and drops the
// entry; that is Workbox's behaviour and the point of comparison. Bundled by ./index.mjs.
import { Queue } from 'workbox-background-sync';

// Replayed on request only: the bench decides when the connection is back.
const queue = new Queue('bench-reference', { forceSyncFallback: true });

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  const [port] = event.ports;
  if (event.data.type === 'queue') {
    event.waitUntil(
      (async () => {
        for (const { url, headers, body } of event.data.requests) {
          await queue.pushRequest({ request: new Request(url, { method: 'POST', headers, body }) });
        }
        port.postMessage({ queued: await queue.size() });
      })(),
    );
  } else if (event.data.type === 'replay') {
    event.waitUntil(
      (async () => {
        const started = performance.now();
        try {
          await queue.replayRequests();
          port.postMessage({ done: true, ms: performance.now() - started, left: await queue.size() });
        } catch (error) {
          // Workbox rethrows a network failure; answered, so that the bench fails instead of waiting forever.
          port.postMessage({ error: String(error), left: await queue.size() });
        }
      })(),
    );
  }
});
