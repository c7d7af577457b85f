import { ephemeralSecrets, startThrowawayServer } from '../../scripts/lib/server-process.mjs';
import { startThrowawayPostgres } from '../../scripts/lib/postgres.mjs';

export type Instance = Awaited<ReturnType<typeof startThrowawayServer>>;

/**
 * `count` Strapi instances on one throwaway PostgreSQL, sharing their secrets (a member's token from
 * one is good on the others) SHARED_STORE=postgres and JSON logs, as production runs them behind a proxy.
 * Started one after the other: the first one creates the schema and seeds the demo content.
 */
export async function startInstances(count: number, env: Record<string, string> = {}) {
  const postgres = await startThrowawayPostgres();
  const shared = { ...ephemeralSecrets(), ...postgres.env, SHARED_STORE: 'postgres', TRUST_PROXY: '1', LOG_FORMAT: 'json', ...env };
  const instances: Instance[] = [];
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    postgres.stop();
  };
  try {
    for (let i = 0; i < count; i += 1) instances.push(await startThrowawayServer({ env: shared }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { instances, postgres, stop };
}

/** A JSON call to one instance, from a made-up client address (the instances trust one proxy hop). */
export async function call(instance: Instance, path: string, init: RequestInit & { json?: unknown; token?: string; address?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.address) headers.set('X-Forwarded-For', init.address);
  const response = await fetch(`${instance.url}${path}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}
