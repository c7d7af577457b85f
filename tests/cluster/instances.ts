import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from '../../scripts/lib/cluster/index.mjs';
import { freePort } from '../../scripts/lib/server-process.mjs';

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
export type Instance = Cluster['instances'][number];

/**
 * `npm run cluster`'s stack on free ports with throwaway data: PostgreSQL, object storage, mail,
 * `count` Strapi instances in production mode (shared secrets, SHARED_STORE=postgres, JSON logs), the
 * app server and nginx in front. Each test file starts its own: some stop parts of it.
 */
export async function startTestCluster(count: number, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'chispa-cluster-'));
  try {
    const cluster = await startCluster({ instances: count, appPort: await freePort(), dataDir, keepData: false, env });
    return {
      ...cluster,
      async stop() {
        await cluster.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A JSON call to one instance or to the front (`{ url }`), from a made-up client address. */
export async function call(target: { url: string }, path: string, init: RequestInit & { json?: unknown; token?: string; address?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.address) headers.set('X-Forwarded-For', init.address);
  const response = await fetch(`${target.url}${path}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  const text = await response.text();
  let body: any = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body };
}
