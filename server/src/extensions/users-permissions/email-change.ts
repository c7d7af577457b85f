import type { Core } from '@strapi/strapi';
import { validBody, yup } from '../../lib/payload';
import type { ApiContext } from '../../lib/api-context';
import { getService } from './services';
import { applyGiftsAndTell } from '../../lib/gifts/tell';
import { mailLanguage } from '../../lib/mailer';

const ConfirmSchema = yup.object({ code: yup.string().strict().required().max(128) });

/**
 * POST /api/auth/email-change/confirm — the code from the link mailed to the new address. A gift
 * paid for the new address reaches the account now that it holds it.
 */
export function confirmEmailChangeController(strapi: Core.Strapi) {
  return async (ctx: ApiContext) => {
    const { code } = await validBody(ConfirmSchema, ctx.request.body);
    const member = await getService(strapi, 'email-change').confirm(code);
    await applyGiftsAndTell(strapi, member, mailLanguage(ctx.query.locale));
    ctx.body = { ok: true, email: member.email };
  };
}
