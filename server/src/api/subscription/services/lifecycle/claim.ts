import type { Core } from '@strapi/strapi';
import { ownTable } from '../../../../lib/strapi-internals';

const TABLE = 'chispa_provider_events';

/**
 * How long a claim may go unapplied before another delivery takes it over: its delivery died (a
 * restart mid-way) or hangs. Well above a delivery's own work, mails included (config/plugins.ts's
 * SMTP timeouts), so that two deliveries do not apply one event at once.
 */
export const STALE_CLAIM_MS = 10 * 60 * 1000;

/**
 * What this delivery of an event is: `claimed`, the one that applies it (its id's row is inserted
 * here: of two deliveries only the insert that made the row wins; or it takes over a stale claim);
 * `applied`, a repeat of an event already applied; `applying`, a repeat while another delivery is
 * still at it, which must not be acknowledged: that delivery may yet fail and give the event back.
 */
export async function claimEvent(strapi: Core.Strapi, event: { id: string; type: string }, now = new Date()): Promise<'claimed' | 'applied' | 'applying'> {
  const inserted = await ownTable(strapi, TABLE)
    .insert({ event_id: event.id, type: event.type.slice(0, 100), received_at: now, applied_at: null })
    .onConflict('event_id')
    .ignore()
    .returning(['event_id']);
  if (inserted.length > 0) return 'claimed';
  const takenOver = await ownTable(strapi, TABLE)
    .where('event_id', event.id)
    .whereNull('applied_at')
    .where('received_at', '<', new Date(now.getTime() - STALE_CLAIM_MS))
    .update({ received_at: now });
  if (takenOver === 1) return 'claimed';
  const row = await ownTable(strapi, TABLE).where('event_id', event.id).first('applied_at');
  // Gone meanwhile: its delivery failed and gave it back; this one is told to try again, as a busy one.
  return row?.applied_at ? 'applied' : 'applying';
}

/** Marks a claimed event applied: later deliveries are acknowledged as repeats. */
export async function markEventApplied(strapi: Core.Strapi, eventId: string) {
  await ownTable(strapi, TABLE).where('event_id', eventId).update({ applied_at: new Date() });
}

/** Gives an event back when applying it failed, so that the provider's next delivery applies it. */
export async function releaseEvent(strapi: Core.Strapi, eventId: string) {
  await ownTable(strapi, TABLE).where('event_id', eventId).delete();
}
