import type { Core } from '@strapi/strapi';
import { validBody, yup } from '../../lib/payload';
import type { ApiContext } from '../../lib/api-context';
import { getService } from './services';

const ConfirmSchema = yup.object({ code: yup.string().strict().required().max(128) });

/** POST /api/auth/email-change/confirm — the code from the link mailed to the new address. */
export function confirmEmailChangeController(strapi: Core.Strapi) {
  return async (ctx: ApiContext) => {
    const { code } = await validBody(ConfirmSchema, ctx.request.body);
    const { email } = await getService(strapi, 'email-change').confirm(code);
    ctx.body = { ok: true, email };
  };
}
