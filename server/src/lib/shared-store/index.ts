import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { ClientConfig } from 'pg';
import type { SharedStoreConfig } from '../../../config/shared-store';
import { clearLocalPublicCache, shareInvalidations } from '../public-cache';
import { addReadinessCheck } from '../operations/readiness';
import { RATE_LIMIT_TABLE } from '../throttle/counter';
import { listenOnPostgres, type Listener } from './postgres-listener';

const CHANNEL = 'chispa_public_cache';
const SWEEP_MS = 10 * 60 * 1000;
/** Who sent an invalidation: an instance does not clear its cache twice for its own writes. */
const INSTANCE = randomUUID();

let listener: Listener | undefined;
let sweep: ReturnType<typeof setInterval> | undefined;

/**
 * With SHARED_STORE=postgres: public-cache invalidations go to every instance over LISTEN/NOTIFY
 * (while this instance cannot hear them, its cache is bypassed, never stale), and the throttles'
 * table exists before the first request counts in it. Alone (`none`), nothing is started.
 */
export async function startSharedStore(strapi: Core.Strapi) {
  const { kind } = strapi.config.get('shared-store') as SharedStoreConfig;
  const throttles = (strapi.config.get('throttle') as { store: string }).store;
  const knex = strapi.db.connection;
  if (throttles === 'postgres') {
    await knex.raw(`CREATE TABLE IF NOT EXISTS ${RATE_LIMIT_TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`);
    // Idempotent, so every instance may run it: a missed sweep only leaves rows that no longer count.
    sweep = setInterval(() => void knex(RATE_LIMIT_TABLE).where('expire', '<', Date.now()).delete().catch(() => {}), SWEEP_MS);
    sweep.unref();
  }
  if (kind !== 'postgres') return;

  listener = listenOnPostgres(strapi.config.get('database.connection.connection') as ClientConfig, CHANNEL, {
    onMessage: (from) => {
      if (from !== INSTANCE) clearLocalPublicCache();
    },
    onListening: (listening) => {
      // Whatever was written while this instance could not hear it is unknown: start afresh.
      clearLocalPublicCache();
      if (listening) strapi.log.info('Shared store: listening for cache invalidations');
      else strapi.log.warn('Shared store: cache invalidations cannot be heard; the public cache is bypassed until they can');
    },
  });
  shareInvalidations({
    heard: () => listener?.listening() ?? false,
    publish: () => void knex.raw('select pg_notify(?, ?)', [CHANNEL, INSTANCE]).catch((error: Error) => strapi.log.warn(`Shared store: an invalidation could not be sent (${error.message})`)),
  });
  // Not critical: without it the instance still serves, only without its cache.
  addReadinessCheck('sharedStore', async () => listener?.listening() ?? false, { critical: false });
}

export async function stopSharedStore() {
  clearInterval(sweep);
  await listener?.close();
  listener = undefined;
}
