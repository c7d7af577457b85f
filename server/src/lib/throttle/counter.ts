import type { LibraryConnection } from '../strapi-internals';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export type Window = { points: number; seconds: number };

/** Events counted per key over a fixed window. */
export interface Counter {
  /** Counts one event; resolves with the milliseconds to wait when the key is over its limit, else 0. */
  hit(key: string): Promise<number>;
  /** Takes back one counted event (it turned out not to count). */
  refund(key: string): Promise<void>;
  /** Forgets the key (a successful login wipes its failures). */
  reset(key: string): Promise<void>;
}

/**
 * Makes the counters: in memory for one process, or in a PostgreSQL table that every instance
 * counts in (THROTTLE_STORE, config/throttle.ts).
 */
export type CounterStore = (name: string, window: Window) => Counter;

export function fromRateLimiter(limiter: RateLimiterAbstract): Counter {
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
        return 0;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(rejection.msBeforeNext, 1);
        throw rejection; // the store itself failed
      }
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

export const memoryStore: CounterStore = (name, window) =>
  fromRateLimiter(new RateLimiterMemory({ keyPrefix: name, points: window.points, duration: window.seconds }));

/** The table the PostgreSQL counters share (rate-limiter-flexible's layout), made at boot. */
export const RATE_LIMIT_TABLE = 'chispa_rate_limits';

export const postgresStore =
  (knex: LibraryConnection): CounterStore =>
  (name, window) =>
    fromRateLimiter(
      new RateLimiterPostgres({
        storeClient: knex,
        storeType: 'knex',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        // Expired rows are deleted by lib/shared-store (one sweep, not one per counter).
        clearExpiredByTimeout: false,
        keyPrefix: name,
        points: window.points,
        duration: window.seconds,
      }),
    );

export function counterStore(kind: string, knex: () => LibraryConnection): CounterStore {
  if (kind === 'memory') return memoryStore;
  if (kind === 'postgres') return postgresStore(knex());
  throw new Error(`Unsupported THROTTLE_STORE "${kind}": use "memory" or "postgres".`);
}
