import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

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
 * Makes the counters. Memory holds them per process for now; several instances need a shared store
 * (rate-limiter-flexible's RateLimiterRedis or RateLimiterPostgres take the same options and plug
 * in through `fromRateLimiter`).
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

export function counterStore(kind: string): CounterStore {
  if (kind === 'memory') return memoryStore;
  throw new Error(`Unsupported THROTTLE_STORE "${kind}": only "memory" is available.`);
}
