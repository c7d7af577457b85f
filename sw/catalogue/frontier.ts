import type { Tier } from './discover';

export const TIERS: readonly Tier[] = [0, 1, 2, 3];

/**
 * What is still to fetch, by tier: each address once, in the soonest tier it was found in (a project
 * found in "the rest" and then among the open votings is read with the open votings).
 */
export class Frontier<T> {
  private readonly soonest = new Map<string, Tier>();
  private readonly taken = new Set<string>();
  private readonly queues: Array<Array<{ url: string; item: T }>> = TIERS.map(() => []);

  add(url: string, tier: Tier, item: T): void {
    if (this.taken.has(url)) return;
    const queued = this.soonest.get(url);
    if (queued !== undefined && queued <= tier) return;
    this.soonest.set(url, tier);
    this.queues[tier]!.push({ url, item });
  }

  /** Up to `max` addresses of `tier` not taken yet, in the order they were found; each is taken once. */
  take(tier: Tier, max: number): Array<{ url: string; item: T }> {
    const queue = this.queues[tier]!;
    const out: Array<{ url: string; item: T }> = [];
    while (queue.length > 0 && out.length < max) {
      const next = queue.shift()!;
      if (this.taken.has(next.url) || this.soonest.get(next.url) !== tier) continue;
      this.taken.add(next.url);
      out.push(next);
    }
    return out;
  }

  /** Every address taken so far. */
  get read(): ReadonlySet<string> {
    return this.taken;
  }
}

/**
 * The catalogue's bounds (issue 51): the bytes it keeps (answers and pictures, stored before or
 * now) and the requests it makes, whatever the size of the city.
 */
export type Budget = { bytes: number; requests: number };

export class Spent {
  /** What the catalogue keeps so far. */
  bytes = 0;
  requests = 0;
  constructor(private readonly budget: Budget) {}

  /** Room for one more request (pictures are fetched one pool at a time, so the last may pass the mark by a picture or two). */
  get room(): number {
    return this.bytes >= this.budget.bytes ? 0 : Math.max(0, this.budget.requests - this.requests);
  }

  get exhausted(): boolean {
    return this.room === 0;
  }

  record(kept: number): void {
    this.requests += 1;
    this.bytes += kept;
  }
}
