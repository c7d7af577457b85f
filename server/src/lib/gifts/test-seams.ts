import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { refreshPremium } from '../premium';

/** The server tests' switch (`CHISPA_TEST_GIFTS=true`); never in production. */
const enabled = () => process.env.CHISPA_TEST_GIFTS === 'true' && process.env.NODE_ENV !== 'production';

const refuse = (ctx: Context, message: string) => {
  ctx.status = 400;
  ctx.body = { data: null, error: { status: 400, name: 'BadRequestError', message, details: { code: 'request.invalid' } } };
};

/**
 * Gifts are written by the server only (no admin role may change them, lib/server-written.ts), so
 * the server tests reach two states through these seams, in tests alone:
 * - POST /dev/gifts/dates {targetEmail, expiresAt?, premiumUntil?}: a gift link's year, or a gift's
 *   Premium, run out;
 * - POST /dev/gifts/unapplied {targetEmail}: the gifts to an address paid and not applied, as a
 *   database from before gifts reached members who joined without the link holds them.
 */
export function mountGiftSeamsForTests(strapi: Core.Strapi) {
  if (!enabled()) return;
  const gifts = () => strapi.db.query('api::gift.gift');
  const giftsTo = async (targetEmail: unknown) =>
    typeof targetEmail === 'string' ? ((await gifts().findMany({ where: { targetEmail: { $eqi: targetEmail } }, select: ['id'] })) as Array<{ id: number }>).map(({ id }) => id) : [];

  strapi.server.router.post('/dev/gifts/dates', async (ctx: Context) => {
    const { targetEmail, expiresAt, premiumUntil } = (ctx.request.body ?? {}) as Record<string, unknown>;
    const dates = Object.fromEntries(
      Object.entries({ expiresAt, premiumUntil }).flatMap(([field, value]) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? [[field, new Date(value)]] : [])),
    );
    const ids = await giftsTo(targetEmail);
    if (Object.keys(dates).length === 0) return refuse(ctx, 'a date to move');
    if (ids.length > 0) await gifts().updateMany({ where: { id: { $in: ids } }, data: dates });
    ctx.body = { data: { gifts: ids.length } };
  });

  strapi.server.router.post('/dev/gifts/unapplied', async (ctx: Context) => {
    const ids = await giftsTo((ctx.request.body as Record<string, unknown> | undefined)?.targetEmail);
    for (const id of ids) {
      const gift = (await gifts().findOne({ where: { id }, populate: { redeemedBy: { select: ['id'] } } })) as { redeemedBy: { id: number } | null };
      await gifts().update({ where: { id }, data: { state: 'paid', premiumUntil: null, redeemedAt: null, redeemedBy: null } });
      if (gift.redeemedBy) await refreshPremium(strapi, gift.redeemedBy.id);
    }
    ctx.body = { data: { gifts: ids.length } };
  });
}
