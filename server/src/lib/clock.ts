import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';

/**
 * The server's "now" for the rules that depend on the day (voting open, results shown). End-to-end
 * tests move it forward with `CHISPA_TEST_CLOCK=true` (POST /dev/clock), as they move the browser's,
 * so that a voting can close while a member watches; production never has the switch.
 */
let offsetMs = 0;

export const now = () => Date.now() + offsetMs;

export const testClockEnabled = () => process.env.CHISPA_TEST_CLOCK === 'true' && process.env.NODE_ENV !== 'production';

/** POST /dev/clock {"offsetMs": n}: how far ahead of the real time the server's day is. */
export function mountTestClock(strapi: Core.Strapi) {
  if (!testClockEnabled()) return;
  strapi.server.router.post('/dev/clock', (ctx: Context) => {
    const offset = (ctx.request.body as { offsetMs?: unknown } | undefined)?.offsetMs;
    if (typeof offset !== 'number' || !Number.isFinite(offset)) {
      ctx.status = 400;
      ctx.body = { data: null, error: { status: 400, name: 'BadRequestError', message: 'offsetMs must be a number', details: { code: 'request.invalid' } } };
      return;
    }
    offsetMs = offset;
    ctx.status = 204;
  });
}
