import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Knex } from '../../server/node_modules/knex/types/index';
import { claimEvent, markEventApplied, releaseEvent, STALE_CLAIM_MS } from '../../server/src/api/subscription/services/lifecycle/claim';
import { scratchDatabase, type ScratchDatabase } from './scratch-database';

// The claims of the payment provider's events, on a database of the engine under test with our
// migrations: what a delivery is told while another applies the event, after, and after it died.
const requireMigration = createRequire(new URL('../../server/database/migrations/', import.meta.url));
const migrations = ['./2026.11.28T00.00.00.provider-events.js', './2026.11.28T00.01.00.provider-events-applied.js'];

let scratch: ScratchDatabase;
let strapi: Parameters<typeof claimEvent>[0];
beforeEach(async () => {
  scratch = await scratchDatabase();
  for (const name of migrations) await scratch.db.transaction((trx) => (requireMigration(name) as { up(knex: Knex): Promise<void> }).up(trx));
  strapi = { db: { connection: scratch.db } } as unknown as typeof strapi;
});
afterEach(async () => {
  await scratch.drop();
});

const event = { id: 'evt_test_claims', type: 'checkout.session.completed' };

describe('a provider event’s claim', () => {
  it('is the first delivery’s; a repeat meanwhile is told to come again, and once applied, that it was', async () => {
    expect(await claimEvent(strapi, event)).toBe('claimed');
    expect(await claimEvent(strapi, event)).toBe('applying');
    await markEventApplied(strapi, event.id);
    expect(await claimEvent(strapi, event)).toBe('applied');
  });

  it('goes back to the next delivery when applying it failed', async () => {
    expect(await claimEvent(strapi, event)).toBe('claimed');
    await releaseEvent(strapi, event.id);
    expect(await claimEvent(strapi, event)).toBe('claimed');
  });

  it('is taken over by a delivery that comes once the first has been at it too long (it died), and by one only', async () => {
    const start = new Date();
    expect(await claimEvent(strapi, event, start)).toBe('claimed');
    expect(await claimEvent(strapi, event, new Date(start.getTime() + STALE_CLAIM_MS - 1000))).toBe('applying');
    const later = new Date(start.getTime() + STALE_CLAIM_MS + 1000);
    expect(await claimEvent(strapi, event, later)).toBe('claimed');
    expect(await claimEvent(strapi, event, later)).toBe('applying');
    await markEventApplied(strapi, event.id);
    expect(await claimEvent(strapi, event, new Date(later.getTime() + 2 * STALE_CLAIM_MS))).toBe('applied');
  });
});
