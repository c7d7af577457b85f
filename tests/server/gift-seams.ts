import { expect, inject } from 'vitest';

/**
 * The server's test seams for gifts (lib/gifts/test-seams.ts): no admin role may change a gift
 * (lib/server-written.ts), so a gift's year passing, or a gift from before gifts reached late
 * joiners, is made through them.
 */
async function seam(path: string, body: Record<string, unknown>) {
  const response = await fetch(new URL(path, inject('strapiUrl')), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  expect((await response.json()).data.gifts).toBeGreaterThan(0);
}

/** Moves the dates of the gifts to an address. */
export const moveGiftDates = (targetEmail: string, dates: { expiresAt?: string; premiumUntil?: string }) => seam('/dev/gifts/dates', { targetEmail, ...dates });

/** The gifts to an address paid and not applied, as a database from before this release holds them. */
export const unapplyGifts = (targetEmail: string) => seam('/dev/gifts/unapplied', { targetEmail });
