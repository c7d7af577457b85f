import { fetchOwnTopics, saveTopics } from './api';
import { deviceSubscription } from './device';
import { pushSupported } from './support';

/** A language change reaches this device's notifications too (the server writes them in it). */
export async function followLanguage(locale: string) {
  if (!pushSupported() || !navigator.serviceWorker.controller) return;
  const subscription = await deviceSubscription().catch(() => null);
  if (!subscription) return;
  const topics = await fetchOwnTopics(subscription.endpoint).catch(() => null);
  if (topics) await saveTopics(subscription, topics, locale).catch(() => undefined);
}
