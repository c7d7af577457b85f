import type { Core } from '@strapi/strapi';
import type { ClientConfig } from 'pg';
import type { SharedStoreConfig } from '../../../config/shared-store';
import { clearLocalPublicCache, shareInvalidations } from '../public-cache';
import { addReadinessCheck } from '../operations/readiness';
import { INSTANCE_ID } from '../operations/instance-id';
import { schedule, stopScheduledJobs } from '../operations/scheduled-jobs';
import { RATE_LIMIT_TABLE } from '../throttle/counter';
import { listenOnPostgres, type Listener } from './postgres-listener';
import { ownStatement, ownTable } from '../strapi-internals';

const CHANNEL = 'chispa_public_cache';
let listener: Listener | undefined;

/**
 * With SHARED_STORE=postgres: public-cache invalidations go to every instance over LISTEN/NOTIFY
 * (while this instance cannot hear them, its cache is bypassed, never stale), and the throttles'
 * expired counters are swept (their table is a migration's). Alone (`none`), nothing is started.
 */
export async function startSharedStore(strapi: Core.Strapi) {
  const { kind } = strapi.config.get('shared-store') as SharedStoreConfig;
  const throttles = (strapi.config.get('throttle') as { store: string }).store;
  if (throttles === 'postgres') {
    // Expired counters are deleted by one instance per period (a missed sweep only leaves rows that no longer count).
    await schedule(strapi, {
      name: 'throttle-sweep',
      everyMs: Number(process.env.THROTTLE_SWEEP_MS ?? 10 * 60 * 1000),
      run: () => ownTable(strapi, RATE_LIMIT_TABLE).where('expire', '<', Date.now()).delete(),
    });
  }
  if (kind !== 'postgres') return;

  listener = listenOnPostgres(strapi.config.get('database.connection.connection') as ClientConfig, CHANNEL, {
    onMessage: (from) => {
      // An instance does not clear its cache twice for its own writes.
      if (from !== INSTANCE_ID) clearLocalPublicCache();
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
    publish: () => void ownStatement(strapi, 'select pg_notify(?, ?)', [CHANNEL, INSTANCE_ID]).catch((error: Error) => strapi.log.warn(`Shared store: an invalidation could not be sent (${error.message})`)),
  });
  // Not critical: without it the instance still serves, only without its cache.
  addReadinessCheck('sharedStore', async () => listener?.listening() ?? false, { critical: false });
}

export async function stopSharedStore() {
  stopScheduledJobs();
  await listener?.close();
  listener = undefined;
}
