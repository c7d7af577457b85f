import type { Core } from '@strapi/strapi';
import { markDraining } from './readiness';

const POLL_MS = 200;

/**
 * SIGTERM (a deploy, a scale-in, `docker stop`) lets the requests in flight finish. Strapi's own
 * handler destroys the server at once, cutting them off mid-answer: a vote whose answer is lost is
 * retried by the app (idempotent), but an editor's upload would be lost. Ours: the instance says it
 * is not ready (the proxy stops sending to it), stops accepting connections, closes keep-alive
 * connections as they fall idle, waits for the answers in flight (at most SHUTDOWN_GRACE_MS), then
 * lets Strapi close the database and exits.
 */
export function drainOnSigterm(strapi: Core.Strapi) {
  for (const listener of process.listeners('SIGTERM')) process.off('SIGTERM', listener);
  let stopping = false;
  process.on('SIGTERM', () => {
    if (stopping) return;
    stopping = true;
    const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 25_000);
    drain(strapi, graceMs).then(
      () => process.exit(0),
      (error) => {
        strapi.log.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  });
}

async function drain(strapi: Core.Strapi, graceMs: number) {
  markDraining();
  const httpServer = strapi.server.httpServer;
  strapi.log.info(`SIGTERM: draining the requests in flight (at most ${graceMs} ms)`);
  const closed = new Promise<void>((resolve) => {
    if (!httpServer.listening) return resolve();
    httpServer.close(() => resolve());
  });
  // Keep-alive connections would hold close() open: each one goes as soon as it has nothing in flight.
  httpServer.on('request', (_request, response) => response.setHeader('Connection', 'close'));
  const idle = setInterval(() => httpServer.closeIdleConnections(), POLL_MS);
  httpServer.closeIdleConnections();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), graceMs)));
  const outcome = await Promise.race([closed.then(() => 'drained' as const), timedOut]);
  clearInterval(idle);
  clearTimeout(timer);
  if (outcome === 'timeout') strapi.log.warn('SIGTERM: requests still in flight after the grace period are cut off');
  await strapi.destroy();
}
