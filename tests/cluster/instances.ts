import { mkdtempSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from '../../scripts/lib/cluster/index.mjs';
import { freePort } from '../../scripts/lib/server-process.mjs';
import { call as callAt } from '../../scripts/lib/cluster/members.mjs';

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
export type Instance = Cluster['instances'][number];

/**
 * `npm run cluster`'s stack on free ports with throwaway data (restored from the deploy step made
 * once for all files, tests/cluster/build-server.ts): PostgreSQL, object storage, mail,
 * `count` Strapi instances in production mode (shared secrets, SHARED_STORE=postgres, JSON logs), the
 * app server and nginx in front. Each test file starts its own: some stop parts of it.
 */
export async function startTestCluster(count: number, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'chispa-cluster-'));
  try {
    const cluster = await startCluster({ instances: count, appPort: await freePort(), dataDir, keepData: false, env, deployment: { restore: inject('clusterDeployment') } });
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

type CallInit = RequestInit & { json?: unknown; token?: string; address?: string };

export type TestCluster = Awaited<ReturnType<typeof startTestCluster>>;

/**
 * The test file's own cluster: started before its tests, stopped after them. The object is filled
 * in when it has started (its `instances` array follows restarts).
 */
export function useTestCluster(count: number, env: Record<string, string> = {}): TestCluster {
  const cluster = {} as TestCluster;
  beforeAll(async () => {
    Object.assign(cluster, await startTestCluster(count, env));
  });
  afterAll(async () => {
    await cluster.stop?.();
  });
  return cluster;
}

/** A JSON call to one instance or to the front (`{ url }`), from a made-up client address. */
export const call = (target: { url: string }, path: string, init: CallInit = {}): Promise<{ status: number; headers: Headers; body: any }> => callAt(target, path, init);
