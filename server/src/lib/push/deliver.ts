import type { Core } from '@strapi/strapi';
import webpush from 'web-push';
import { pushConfig, type Topic } from './config';
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
 * PUSH_DAILY_LIMIT notifications per member per day (counted once per member, not per device). A
 * subscription the push service says is gone is deleted. The counts are kept for the editors.
 */
export async function deliver(strapi: Core.Strapi, event: PushEvent) {
  const config = pushConfig();
  const counts = { members: 0, sent: 0, rateLimited: 0, gone: 0, failed: 0 };
  if (!config || event.members.size === 0) return counts;
  const subscriptions = await subscriptionsOf(strapi, [...event.members.keys()], event.topic);
  const byMember = new Map<number, StoredSubscription[]>();
  for (const subscription of subscriptions) {
    const devices = byMember.get(subscription.userId) ?? [];
    devices.push(subscription);
    byMember.set(subscription.userId, devices);
  }
  for (const [userId, devices] of byMember) {
    counts.members += 1;
    if (!(await takeDailyNotification(strapi, userId, config.dailyLimit))) {
      counts.rateLimited += 1;
      continue;
    }
    for (const device of devices) {
      const outcome = await send(config, device, event, event.members.get(userId) ?? {});
      if (outcome === 'gone') await strapi.db.query('api::push-subscription.push-subscription').delete({ where: { id: device.id } });
      counts[outcome] += 1;
    }
  }
  if (counts.members > 0) {
    await strapi.db.query('api::notification.notification').create({ data: { kind: event.topic, subject: event.titles.es.slice(0, 200), url: event.url, ...counts } });
  }
  strapi.log.info(`Push ${event.topic}: ${counts.sent} sent`, { push: event.topic, ...counts });
  return counts;
}

async function send(config: NonNullable<ReturnType<typeof pushConfig>>, device: StoredSubscription, event: PushEvent, own: { won?: boolean }) {
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
