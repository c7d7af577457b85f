import { Agent } from 'node:https';
import webpush from 'web-push';
import { retryAfterMs } from './backoff';
import type { PushConfig } from './config';

/** A notification not shown within a day is dropped by the push service: it would be old news. */
export const TTL_SECONDS = 24 * 60 * 60;
/** A VAPID signature is valid this long (at most 24 h by RFC 8292); it is made again before it ends. */
const VAPID_VALID_S = 12 * 60 * 60;
const VAPID_RENEW_MS = 60 * 60 * 1000;

export type SendOutcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'retry'; retryAfterMs: number | null } | { kind: 'failed'; status: number };
export type Device = { endpoint: string; p256dh: string; auth: string };

/** Connections to push services are kept open between sends (one per send in flight at most). */
const agents = new Map<number, Agent>();
const agentFor = (concurrency: number) => {
  let agent = agents.get(concurrency);
  if (!agent) agents.set(concurrency, (agent = new Agent({ keepAlive: true, maxSockets: concurrency })));
  return agent;
};

/**
 * The VAPID header for a push service (its origin): one ES256 signature per service and half a day,
 * rather than one per send (the signing was most of a send's CPU).
 */
const vapid = new Map<string, { header: string; renewAt: number }>();
function vapidHeader(config: PushConfig, endpoint: string, now = Date.now()) {
  const audience = new URL(endpoint).origin;
  const known = vapid.get(audience);
  if (known && known.renewAt > now) return known.header;
  const expiration = Math.floor(now / 1000) + VAPID_VALID_S;
  const { Authorization } = webpush.getVapidHeaders(audience, config.subject, config.publicKey, config.privateKey, 'aes128gcm', expiration);
  vapid.set(audience, { header: Authorization, renewAt: now + VAPID_VALID_S * 1000 - VAPID_RENEW_MS });
  return Authorization;
}

/**
 * Sends one encrypted notification (RFC 8291, aes128gcm) and reads the push service's answer: 404 or
 * 410 say the subscription is gone; 429, 5xx and network errors are worth another try later (after
 * Retry-After when given); any other refusal is final. `topic` lets a service replace an undelivered
 * copy of the same event's message (RFC 8030 §5.4).
 */
export async function sendPush(config: PushConfig, device: Device, payload: string, { topic, concurrency, timeoutMs = 10_000 }: { topic: string; concurrency: number; timeoutMs?: number }): Promise<SendOutcome> {
  try {
    await webpush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
      TTL: TTL_SECONDS,
      headers: { Authorization: vapidHeader(config, device.endpoint) },
      contentEncoding: 'aes128gcm',
      topic,
      agent: agentFor(concurrency),
      timeout: timeoutMs,
    });
    return { kind: 'sent' };
  } catch (error) {
    const { statusCode, headers } = error as { statusCode?: number; headers?: Record<string, string | string[] | undefined> };
    if (statusCode === 404 || statusCode === 410) return { kind: 'gone' };
    if (statusCode === undefined || statusCode === 408 || statusCode === 429 || statusCode >= 500) return { kind: 'retry', retryAfterMs: retryAfterMs(headers?.['retry-after']) };
    return { kind: 'failed', status: statusCode };
  }
}
