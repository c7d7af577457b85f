import type { Core } from '@strapi/strapi';
import webpush from 'web-push';
import { pushConfig, type PushConfig, type Topic } from './config';
import { pushEndpoint } from './endpoint';
import { takeDailyNotification } from './daily-limit';
import { pushMessages } from './messages';
import { subscriptionsOf, type StoredSubscription } from './subscriptions';

/** One event's notification: to whom, about what, and where its click leads. */
export type PushEvent = {
  topic: Topic;
  /** The project's or reward's title, per language (the default language's when the other is missing). */
  titles: { es: string; en?: string | null };
  url: string;
  /** Each member's own part of the message (a draw's result). */
  members: Map<number, { won?: boolean }>;
};

/** A notification not shown within a day is dropped by the push service: it would be old news. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends an event's notification to every device of its members that asked for its topic, at most
 * PUSH_DAILY_LIMIT notifications per device per day. A subscription the push service says is gone is
 * deleted, and so is one whose endpoint is no push service's as the server now reads endpoints (saved
 * before that check): nothing is ever sent there. The counts are kept for the editors: members
 * reached, and per device, sent, held back by the limit, gone and failed.
 */
export async function deliver(strapi: Core.Strapi, event: PushEvent) {
  const config = pushConfig();
  const counts = { members: 0, sent: 0, rateLimited: 0, gone: 0, failed: 0 };
  if (!config || event.members.size === 0) return counts;
  const subscriptions = await subscriptionsOf(strapi, [...event.members.keys()], event.topic);
  counts.members = new Set(subscriptions.map((device) => device.userId)).size;
  for (const device of subscriptions) {
    const outcome = await sendOnce(strapi, config, device, event);
    if (outcome === 'gone') await strapi.db.query('api::push-subscription.push-subscription').delete({ where: { id: device.id } });
    counts[outcome] += 1;
  }
  if (counts.members > 0) {
    await strapi.db.query('api::notification.notification').create({ data: { kind: event.topic, subject: event.titles.es.slice(0, 200), url: event.url, ...counts } });
  }
  strapi.log.info(`Push ${event.topic}: ${counts.sent} sent`, { push: event.topic, ...counts });
  return counts;
}

async function sendOnce(strapi: Core.Strapi, config: PushConfig, device: StoredSubscription, event: PushEvent) {
  if (pushEndpoint(device.endpoint) !== device.endpoint) return 'gone' as const;
  if (!(await takeDailyNotification(strapi, device.id, config.dailyLimit))) return 'rateLimited' as const;
  return send(config, device, event, event.members.get(device.userId) ?? {});
}

async function send(config: PushConfig, device: StoredSubscription, event: PushEvent, own: { won?: boolean }) {
  const lang = device.locale === 'en' ? 'en' : 'es';
  const message = pushMessages[event.topic](lang, { title: (lang === 'en' ? event.titles.en : null) ?? event.titles.es, ...own });
  const payload = JSON.stringify({ ...message, url: event.url, tag: `${event.topic}:${event.url}`, lang });
  try {
    await webpush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
      TTL: TTL_SECONDS,
      vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
      timeout: 10_000,
    });
    return 'sent' as const;
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    return status === 404 || status === 410 ? ('gone' as const) : ('failed' as const);
  }
}
