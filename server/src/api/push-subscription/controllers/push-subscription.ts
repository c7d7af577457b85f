import { factories } from '@strapi/strapi';
import { refusal } from '../../../lib/errors';
import { validBody, yup } from '../../../lib/payload';
import { pushConfig, TOPICS, type Topic } from '../../../lib/push/config';
import { pushEndpoint } from '../../../lib/push/endpoint';
import { deviceOfLiveSession, ownSubscription, removeOwnSubscription, saveSubscription } from '../../../lib/push/subscriptions';
import { memberSessions } from '../../../lib/strapi-internals';

const base64url = (min: number, max: number) =>
  yup.string().strict().required().matches(/^[A-Za-z0-9_-]+$/, 'must be base64url').min(min).max(max);

/** A push service's address, in the one form the server stores and sends to (lib/push/endpoint.ts). */
const endpoint = () =>
  yup
    .string()
    .strict()
    .required()
    .max(1000)
    .test('push-service', 'must be a push service’s address', (value) => pushEndpoint(value ?? '') !== null);
const normalised = (value: string) => pushEndpoint(value)!;

const SubscriptionSchema = yup.object({
  endpoint: endpoint(),
  keys: yup.object({ p256dh: base64url(80, 100), auth: base64url(16, 40) }).noUnknown(true).required(),
  topics: yup.array(yup.string().strict().required().oneOf([...TOPICS])).required().max(TOPICS.length),
  locale: yup.string().strict().required().oneOf(['es', 'en', 'ca', 'fr']),
});
const EndpointQuery = yup.object({ endpoint: endpoint(), locale: yup.string().strict().max(10) });

const bearerOf = (ctx: { get(name: string): string }) => /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'))?.[1];

function requirePush() {
  const config = pushConfig();
  if (!config) throw refusal(404, 'push.unavailable', 'Web push is not configured on this server');
  return config;
}

export default factories.createCoreController('api::push-subscription.push-subscription', ({ strapi }) => {
  /**
   * The device of the session the request's access token belongs to. A subscription is tied to it
   * (its logout removes it), so a token that outlives its session (Strapi's access tokens stay valid
   * for their 10 minutes after a logout) cannot bind one to a device nobody will log out of again.
   */
  async function deviceOfRequest(ctx: { get(name: string): string }) {
    const bearer = bearerOf(ctx);
    const token = bearer ? memberSessions(strapi).validateAccessToken(bearer) : null;
    const sessionId = token?.isValid ? (token.payload as { sessionId?: unknown } | null)?.sessionId : null;
    const deviceId = typeof sessionId === 'string' ? await deviceOfLiveSession(strapi, sessionId) : null;
    if (!deviceId) throw refusal(401, 'auth.sessionEnded', 'This session has ended: sign in again');
    return deviceId;
  }

  return {
    /** The VAPID public key browsers subscribe with. */
    async key(ctx) {
      ctx.body = { data: { publicKey: requirePush().publicKey } };
    },

    async findOwn(ctx) {
      requirePush();
      const { endpoint } = await validBody(EndpointQuery, ctx.query);
      ctx.body = { data: await ownSubscription(strapi, ctx.state.user.id, normalised(endpoint)) };
    },

    /** Stores this device's subscription with its topics, tied to this session's device (its logout removes it). */
    async save(ctx) {
      requirePush();
      const input = await validBody(SubscriptionSchema, ctx.request.body);
      const deviceId = await deviceOfRequest(ctx);
      const topics = [...new Set(input.topics)] as Topic[];
      ctx.body = { data: await saveSubscription(strapi, ctx.state.user.id, deviceId, { ...input, endpoint: normalised(input.endpoint), topics }) };
    },

    async remove(ctx) {
      requirePush();
      const { endpoint } = await validBody(EndpointQuery, ctx.query);
      await removeOwnSubscription(strapi, ctx.state.user.id, normalised(endpoint));
      ctx.body = { data: null };
    },
  };
});
