import type { Core } from '@strapi/strapi';
import { assertSolved } from '../../lib/eligibility/proof-of-work';
import { validBody, yup } from '../../lib/payload';
import type { ApiContext } from '../../lib/api-context';
import type { Action } from '../../lib/controller-extension';
import { getService } from './services';

const ForgotSchema = yup.object({
  email: yup.string().strict().required().email().max(500),
  locale: yup.string().strict().oneOf(['es', 'en', 'ca', 'fr']),
  // The solved proof-of-work challenge: a script cannot aim reset mails at a mailbox for free.
  altcha: yup.string().strict().max(4000),
});

/** Always answers the same, so nobody can learn which e-mails have an account. */
export function forgotPasswordController(strapi: Core.Strapi) {
  return async (ctx: ApiContext) => {
    const input = await validBody(ForgotSchema, ctx.request.body);
    await assertSolved(strapi, input.altcha);
    await getService(strapi, 'passwords').forgot(input.email.trim().toLowerCase(), input.locale);
    ctx.body = { ok: true };
  };
}

const codeOf = (body: unknown) => (body && typeof body === 'object' && 'code' in body ? body.code : undefined);

/**
 * Strapi's reset, between our checks: the code must be within its term, and what follows a reset
 * is done by the passwords service. The answer carries no token: the app sends the member to /login.
 */
export function resetPasswordController(strapi: Core.Strapi, original: Action) {
  return async (ctx: ApiContext) => {
    const passwords = getService(strapi, 'passwords');
    const user = await passwords.holderOf(codeOf(ctx.request.body));
    await original(ctx);
    if (!user) return;
    await passwords.afterReset(user);
    ctx.body = { ok: true, email: user.email };
  };
}
