/** How the service worker and the page's tabs tell each other that the outbox changed. */
export const OUTBOX_CHANNEL = 'chispa-outbox';
export const SYNC_TAG = 'chispa-outbox';

export type OutboxMessage = { type: 'outbox-settled' };

export function openOutboxChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
}
