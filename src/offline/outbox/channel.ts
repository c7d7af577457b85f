/** How the service worker and the page's tabs tell each other that the outbox changed. */
export const OUTBOX_CHANNEL = 'chispa-outbox';
export const SYNC_TAG = 'chispa-outbox';

/**
 * `outbox-settled`: entries left the queue (sent or refused), so member data is stale.
 * `outbox-changed`: the queue changed with nothing sent (a tab stored an action, a refusal was
 * dismissed): every tab reads it again, so each shows the same waiting actions.
 */
export type OutboxMessage = { type: 'outbox-settled' } | { type: 'outbox-changed' };

export function openOutboxChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
}
