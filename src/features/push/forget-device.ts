import { deviceSubscription } from './device';

/**
 * At logout: this browser stops receiving the member's notifications at once (the server also drops
 * the subscription with the session, when the logout reaches it).
 */
export async function forgetThisDevice() {
  const subscription = await deviceSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}
