import type { Core } from '@strapi/strapi';
import { validBody, yup } from '../../lib/payload';
import { appLink, mailLanguage, sendMail, templates } from '../../lib/mailer';
import { inMemberTransaction } from '../../lib/member-transaction';
import { newSecretCode } from './registration';

const USERS = 'plugin::users-permissions.user';

const ForgotSchema = yup.object({
  email: yup.string().strict().required().email().max(500),
  locale: yup.string().strict().oneOf(['es', 'en', 'ca', 'fr']),
});

type Action = (ctx: any) => Promise<unknown>;

/** Always answers the same, so nobody can learn which e-mails have an account. */
export function forgotPasswordController(strapi: Core.Strapi): Action {
  return async (ctx) => {
    const input = await validBody(ForgotSchema, ctx.request.body);
    const email = input.email.trim().toLowerCase();
    const user = await strapi.db.query(USERS).findOne({ where: { email, blocked: false }, select: ['id', 'email'] });
    if (user) {
      const code = newSecretCode();
      await strapi.db.query(USERS).update({ where: { id: user.id }, data: { resetPasswordToken: code } });
      await sendMail(strapi, user.email, templates.resetPassword(mailLanguage(input.locale), { link: appLink(`/reset?code=${code}`) }));
    }
    ctx.body = { ok: true };
  };
}

/**
 * Strapi's reset (it checks the code and both passwords, and ends the member's other sessions),
 * then: the first password set completes registration (account confirmed, `register` challenge,
 * and the referrer's `referral` challenge). The answer carries no token: the app sends the member
 * to /login.
 */
export function resetPasswordController(strapi: Core.Strapi, original: Action): Action {
  return async (ctx) => {
    const code = ctx.request.body?.code;
    const user =
      typeof code === 'string' && code.length > 0
        ? await strapi.db.query(USERS).findOne({ where: { resetPasswordToken: code }, populate: { referredBy: { select: ['id'] } } })
        : null;
    await original(ctx);
    if (!user) return;

    if (!user.confirmed) {
      await strapi.db.query(USERS).update({ where: { id: user.id }, data: { confirmed: true } });
      const awards = strapi.service('api::challenge.awards');
      await inMemberTransaction(strapi, user.id, () => awards.award(user.id, 'register', String(user.id)));
      const referrerId: number | undefined = user.referredBy?.id;
      if (referrerId) {
        await inMemberTransaction(strapi, referrerId, () => awards.award(referrerId, 'referral', String(user.id)));
      }
    }
    ctx.body = { ok: true, email: user.email };
  };
}
