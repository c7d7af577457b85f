import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { lockName } from '../member-transaction';
import type { Topic } from './config';

const UID = 'api::push-subscription.push-subscription';

export type StoredSubscription = { id: number; userId: number; endpoint: string; p256dh: string; auth: string; locale: string | null };

type Row = { id: number; endpoint: string; p256dh: string; auth: string; locale: string | null; topics: Topic[] | null; user: { id: number } | null };

export const endpointHashOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

/** The devices of these members that asked for `topic`. */
export async function subscriptionsOf(strapi: Core.Strapi, userIds: number[], topic: Topic): Promise<StoredSubscription[]> {
  const rows = (await strapi.db.query(UID).findMany({
    where: { user: { id: { $in: userIds } } },
    select: ['id', 'endpoint', 'p256dh', 'auth', 'locale', 'topics'],
    populate: { user: { select: ['id'] } },
  })) as Row[];
  return rows
    .filter((row) => row.user && (row.topics ?? []).includes(topic))
    .map((row) => ({ id: row.id, userId: row.user!.id, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth, locale: row.locale }));
}

/** Every member with a device that asked for `topic` (new projects go to all of them). */
export async function membersWithTopic(strapi: Core.Strapi, topic: Topic): Promise<number[]> {
  const rows = (await strapi.db.query(UID).findMany({ select: ['id', 'topics'], populate: { user: { select: ['id'] } } })) as Row[];
  return [...new Set(rows.filter((row) => row.user && (row.topics ?? []).includes(topic)).map((row) => row.user!.id))];
}

export type SubscriptionInput = { endpoint: string; keys: { p256dh: string; auth: string }; topics: Topic[]; locale: string };

/**
 * Stores this device's subscription for the member, or updates it (its topics, its language). An
 * endpoint is one browser's: if another member used it before on this device, it is theirs no more.
 */
export async function saveSubscription(strapi: Core.Strapi, userId: number, sessionId: string | null, input: SubscriptionInput) {
  const deviceId = sessionId ? await deviceOfSession(strapi, sessionId) : null;
  const endpointHash = endpointHashOf(input.endpoint);
  const data = { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, topics: input.topics, locale: input.locale, deviceId, user: userId };
  await strapi.db.transaction(async ({ trx }) => {
    await lockName(strapi, trx, `push:${endpointHash}`);
    const existing = await strapi.db.query(UID).findOne({ where: { endpointHash }, select: ['id'] });
    if (existing) await strapi.db.query(UID).update({ where: { id: existing.id }, data });
    else await strapi.db.query(UID).create({ data: { ...data, endpointHash } });
  });
  return { topics: input.topics };
}

/** This device's topics for the member, or null when it is not subscribed for them. */
export async function ownSubscription(strapi: Core.Strapi, userId: number, endpoint: string) {
  const row = (await strapi.db.query(UID).findOne({ where: { endpointHash: endpointHashOf(endpoint), user: { id: userId } }, select: ['topics'] })) as Row | null;
  return row ? { topics: row.topics ?? [] } : null;
}

export async function removeOwnSubscription(strapi: Core.Strapi, userId: number, endpoint: string) {
  await strapi.db.query(UID).deleteMany({ where: { endpointHash: endpointHashOf(endpoint), user: { id: userId } } });
}

/**
 * The device a session belongs to: the server names one at each login, and it stays the same when
 * the session's tokens are renewed (a renewal makes a new session id).
 */
async function deviceOfSession(strapi: Core.Strapi, sessionId: string): Promise<string | null> {
  const session = (await strapi.db.query('admin::session').findOne({ where: { sessionId }, select: ['deviceId'] })) as { deviceId?: string | null } | null;
  return session?.deviceId ?? null;
}

/** A session that ends (logout) takes its device's subscriptions with it. */
export async function removeSessionSubscriptions(strapi: Core.Strapi, userId: string | number, sessionId: string) {
  const deviceId = await deviceOfSession(strapi, sessionId);
  if (deviceId) await strapi.db.query(UID).deleteMany({ where: { deviceId, user: { id: Number(userId) } } });
}
