import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import type { ThrottleConfig } from '../../config/throttle';
import { refusal } from '../lib/errors';
import { normalisedPath } from '../lib/normalised-path';
import { counterStore } from '../lib/throttle/counter';
import { throttleRules, type Bucket } from '../lib/throttle/rules';

type JwtService = { getToken(ctx: Context): Promise<{ id?: unknown } | null> };

/**
 * Throttles logins, sign-ups, account mails, password changes and share awards per client and per
 * target (config/throttle.ts). The client is Koa's `request.ip`: the socket's address, or the
 * right-most address our own TRUST_PROXY hops vouch for (config/server.ts).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const limits = strapi.config.get('throttle') as ThrottleConfig;
  const memberOf = async (ctx: Context) => {
    try {
      const jwt = strapi.plugin('users-permissions').service('jwt') as JwtService;
      const payload = await jwt.getToken(ctx);
      return payload?.id !== undefined ? `member:${String(payload.id)}` : null;
    } catch {
      return null; // not a member: the route itself answers 401
    }
  };
  const rules = throttleRules(limits, counterStore(limits.store), memberOf);

  return async (ctx: Context, next: Next) => {
    const path = normalisedPath(ctx).replace(/^\/api\/users\/[^/]+$/, '/api/users/:id');
    const buckets = rules.get(`${ctx.method} ${path}`);
    if (!buckets) return next();

    const counted: Array<{ bucket: Bucket; key: string }> = [];
    let wait = 0;
    for (const bucket of buckets) {
      const key = await bucket.key(ctx);
      if (key === null) continue;
      const ms = await bucket.counter.hit(key);
      if (ms > 0) wait = Math.max(wait, ms);
      else counted.push({ bucket, key });
    }
    if (wait > 0) {
      // The request is refused before it tries anything, so it counts nowhere.
      await Promise.all(counted.map(({ bucket, key }) => bucket.counter.refund(key)));
      const seconds = Math.ceil(wait / 1000);
      ctx.set('Retry-After', String(seconds));
      throw refusal(429, 'rateLimit.exceeded', 'Too many attempts, try again later', { retryAfter: seconds });
    }

    await next();
    if (ctx.status >= 400) return;
    await Promise.all(
      counted.map(({ bucket, key }) =>
        bucket.onSuccess === 'reset' ? bucket.counter.reset(key) : bucket.onSuccess === 'refund' ? bucket.counter.refund(key) : undefined,
      ),
    );
  };
};
