import { memberOf, type ApiContext } from '../../../lib/api-context';
import { mailLanguage } from '../../../lib/mailer';
import { validBody, yup } from '../../../lib/payload';
import { redeemGiftLink } from '../../../lib/gifts/redeem-link';
import { giftedPremiumOf } from '../../../lib/gifts/apply';

const RedeemSchema = yup.object({ token: yup.string().strict().required().max(100), locale: yup.string().strict().optional().max(5) });

export default {
  /** GET /api/gifts/mine: until when gifts (or an editor's courtesy) give the signed-in member Premium; null when none does now. */
  async mine(ctx: ApiContext) {
    const until = await giftedPremiumOf(strapi, memberOf(ctx).id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: until ? { premiumUntil: new Date(until).toISOString() } : null };
  },

  /** POST /api/gifts/redeem {token}: the gift link of the signed-in member's address, applied (lib/gifts/redeem-link.ts). */
  async redeem(ctx: ApiContext) {
    const { token, locale } = await validBody(RedeemSchema, ctx.request.body);
    const member = memberOf(ctx) as ReturnType<typeof memberOf> & { firstName?: string | null };
    ctx.body = { data: await redeemGiftLink(strapi, { id: member.id, email: member.email, firstName: member.firstName ?? null }, token, mailLanguage(locale ?? ctx.query.locale)) };
  },
};
