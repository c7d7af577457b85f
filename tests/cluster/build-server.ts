import { buildServer } from '../../scripts/lib/builds.mjs';
import { ensureServerEnv } from '../../scripts/lib/server-env.mjs';

/** The cluster tests start built instances of their own: the build is made (or found current) once. */
export default async function setup() {
  ensureServerEnv();
  await buildServer();
}
