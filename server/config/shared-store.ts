import type { Core } from '@strapi/strapi';

/**
 * What several instances share beyond the database rows (docs/decisions/operations/shared-store.md, "Scale out").
 * - `none` (default, `npm start`): one process keeps its cache invalidation and throttles in memory.
 * - `postgres`: invalidations travel over PostgreSQL LISTEN/NOTIFY and throttles count in a table,
 *   on the database the instances already share (DATABASE_CLIENT=postgres).
 * THROTTLE_STORE (memory | postgres) may set the throttles apart; it follows SHARED_STORE otherwise.
 */
const config = ({ env }: Core.Config.Shared.ConfigParams) => {
  const kind = env('SHARED_STORE', 'none');
  if (kind !== 'none' && kind !== 'postgres') throw new Error(`Unsupported SHARED_STORE "${kind}": use "none" (default) or "postgres".`);
  if (kind === 'postgres' && env('DATABASE_CLIENT', 'sqlite') !== 'postgres') {
    throw new Error('SHARED_STORE=postgres needs DATABASE_CLIENT=postgres: the instances share that database.');
  }
  return { kind: kind as 'none' | 'postgres' };
};

export type SharedStoreConfig = ReturnType<typeof config>;

export default config;
