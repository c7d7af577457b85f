import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { lockName } from '../strapi-internals';
import type { Topic } from './config';

const UID = 'api::push-subscription.push-subscription';
const SESSION_UID = 'admin::session';

type Row = { topics: Topic[] | null };

export const endpointHashOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

export type SubscriptionInput = { endpoint: string; keys: { p256dh: string; auth: string }; topics: Topic[]; locale: string };

/** A member's devices that can be told at once: a new one beyond them replaces the one saved longest ago. */
export const MAX_DEVICES_PER_MEMBER = 5;

/**
 * Stores this device's subscription for the member, or updates it (its topics, its language). An
 * endpoint is one browser's: if another member used it before on this device, it is theirs no more.
 * A member keeps at most MAX_DEVICES_PER_MEMBER subscriptions: beyond that, the oldest saved goes.
 */
export async function saveSubscription(strapi: Core.Strapi, userId: number, deviceId: string, input: SubscriptionInput) {
  const endpointHash = endpointHashOf(input.endpoint);
  const data = { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, topics: input.topics, locale: input.locale, deviceId, user: userId };
  await strapi.db.transaction(async ({ trx }) => {
    // Always the endpoint first, then the member: two saves never wait for each other in a circle.
    await lockName(strapi, trx, `push:${endpointHash}`);
    await lockName(strapi, trx, `push-member:${userId}`);
    const existing = await strapi.db.query(UID).findOne({ where: { endpointHash }, select: ['id'] });
    if (existing) await strapi.db.query(UID).update({ where: { id: existing.id }, data });
    else await strapi.db.query(UID).create({ data: { ...data, endpointHash } });
    const beyond = (await strapi.db.query(UID).findMany({
      where: { user: { id: userId } },
      select: ['id'],
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      offset: MAX_DEVICES_PER_MEMBER,
    })) as { id: number }[];
    if (beyond.length > 0) await strapi.db.query(UID).deleteMany({ where: { id: { $in: beyond.map((row) => row.id) } } });
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
async function deviceOfSession(strapi: Core.Strapi, sessionId: string) {
  return (await strapi.db.query(SESSION_UID).findOne({ where: { sessionId }, select: ['deviceId', 'userId'] })) as { deviceId?: string | null; userId?: string } | null;
}

/**
 * The session's device while it is signed in: a session that is still active (not ended by a logout,
 * not expired) names it. A renewal leaves the old session id behind as "rotated", so the device is
 * asked for, not the session id the access token names.
 */
export async function deviceOfLiveSession(strapi: Core.Strapi, sessionId: string): Promise<string | null> {
  const session = await deviceOfSession(strapi, sessionId);
  if (!session?.deviceId || !session.userId) return null;
  const live = await strapi.db.query(SESSION_UID).count({
    where: { deviceId: session.deviceId, userId: session.userId, origin: 'users-permissions', status: 'active', expiresAt: { $gt: new Date() } },
  });
  return live > 0 ? session.deviceId : null;
}

/** A session that ends (logout) takes its device's subscriptions with it. */
export async function removeSessionSubscriptions(strapi: Core.Strapi, userId: string | number, sessionId: string) {
  const deviceId = (await deviceOfSession(strapi, sessionId))?.deviceId;
  if (deviceId) await strapi.db.query(UID).deleteMany({ where: { deviceId, user: { id: Number(userId) } } });
}
