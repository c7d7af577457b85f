import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/lib/builds.mjs';
import { startCluster } from '../../scripts/lib/cluster/index.mjs';
import { ensureServerEnv } from '../../scripts/lib/server-env.mjs';
import { freePort } from '../../scripts/lib/server-process.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** What one deploy step made (database dump, bucket, secrets), restored into every test cluster. */
    clusterDeployment: string;
  }
}

/**
 * The cluster tests start built instances of their own: the build is made (or found current) once,
 * and so is the deploy step (migrations and seeding), whose result each test file's cluster restores.
 */
export default async function setup(project: TestProject) {
  ensureServerEnv();
  await buildServer();
  const dir = mkdtempSync(join(tmpdir(), 'chispa-cluster-deployment-'));
  const dataDir = join(dir, 'cluster');
  const deployment = join(dir, 'deployed');
  const cluster = await startCluster({ instances: 1, appPort: await freePort(), dataDir, keepData: false, deployment: { saveTo: deployment } });
  await cluster.stop();
  project.provide('clusterDeployment', deployment);
  return () => rmSync(dir, { recursive: true, force: true });
}
