import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { normalisedPath } from '../lib/normalised-path';
import { deviceCookies } from '../lib/throttle/device-cookie';
import { throttleRules, type Bucket } from '../lib/throttle/rules';
import { sharedCounter } from '../lib/throttle/shared-counters';
import { tooManyAttempts } from '../lib/throttle/too-many';

type JwtService = { getToken(ctx: Context): Promise<{ id?: unknown } | null> };

/**
 * Throttles logins, sign-ups, account mails, password changes, share awards and uploads per client
 * and per target (config/throttle.ts). The client is Koa's `request.ip` (the socket's address, or
 * the right-most address our own TRUST_PROXY hops vouch for, config/server.ts), an IPv6 one by its /64.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const memberOf = async (ctx: Context) => {
    try {
      const jwt = strapi.plugin('users-permissions').service('jwt') as JwtService;
      const payload = await jwt.getToken(ctx);
      return payload?.id !== undefined ? `member:${String(payload.id)}` : null;
    } catch {
      return null; // not a member: the route itself answers 401
    }
  };
  const rules = throttleRules((name) => sharedCounter(strapi, name), memberOf, deviceCookies(strapi));

  return async (ctx: Context, next: Next) => {
    const path = normalisedPath(ctx).replace(/^\/api\/users\/[^/]+$/, '/api/users/:id');
    const rule = rules.get(`${ctx.method} ${path}`);
    if (!rule) return next();

    const counted: Array<{ bucket: Bucket; key: string }> = [];
    let wait = 0;
    for (const bucket of rule.buckets) {
      const key = await bucket.key(ctx);
      if (key === null) continue;
      const ms = await bucket.counter.hit(key);
      if (ms > 0 && !bucket.exempt?.(ctx, key)) wait = Math.max(wait, ms);
      else counted.push({ bucket, key });
    }
    if (wait > 0) {
      // The request is refused before it tries anything, so it counts nowhere.
      await Promise.all(counted.map(({ bucket, key }) => bucket.counter.refund(key)));
      ctx.set('Retry-After', String(Math.ceil(wait / 1000)));
      throw tooManyAttempts(wait);
    }

    await next();
    if (ctx.status >= 400) return;
    rule.afterSuccess?.(ctx);
    await Promise.all(
      counted.map(({ bucket, key }) =>
        bucket.onSuccess === 'reset' ? bucket.counter.reset(key) : bucket.onSuccess === 'refund' ? bucket.counter.refund(key) : undefined,
      ),
    );
  };
};
