import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { refusal } from '../../lib/errors';
import { validBody, yup } from '../../lib/payload';
import { newReferralCode } from '../../lib/referral-code';
import { lockName } from '../../lib/member-transaction';
import { appLink, mailLanguage, sendMail, templates } from '../../lib/mailer';

const USERS = 'plugin::users-permissions.user';

const RegistrationSchema = yup.object({
  email: yup.string().strict().required().email().max(500),
  username: yup.string().strict().max(500),
  password: yup.string().strict().required().min(8).max(255),
  userType: yup.string().strict().oneOf(['default']),
  giftToken: yup.string().strict().nullable().max(100),
  locale: yup.string().strict().oneOf(['es', 'en', 'ca', 'fr']),
  firstName: yup.string().strict().required().max(225),
  lastName: yup.string().strict().required().max(225),
  referenceCode: yup.string().strict().nullable().min(8, 'registration.errors.wrongReferenceCode').max(32),
  privacyPolicy: yup.boolean().strict().oneOf([true], 'registration.errors.acceptPolicy'),
  termsAgreement: yup.boolean().strict().oneOf([true], 'registration.errors.termsAgreement'),
});

export const newSecretCode = () => randomBytes(32).toString('hex');

async function uniqueReferralCode(strapi: Core.Strapi): Promise<string> {
  for (;;) {
    const code = newReferralCode();
    if (!(await strapi.db.query(USERS).findOne({ where: { referralCode: code }, select: ['id'] }))) return code;
  }
}

/**
 * Registration (decisions.md): no password is chosen here. The member is created inactive with a
 * unique referral code, linked to their referrer, upgraded by a paid gift, and e-mailed a link to
 * set their password, which activates the account.
 */
export function registrationController(strapi: Core.Strapi) {
  return async function register(ctx: any) {
    const body = await validBody(RegistrationSchema, ctx.request.body);
    const input = {
      ...body,
      email: body.email.trim().toLowerCase(),
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      referenceCode: body.referenceCode?.trim() || null,
    };
    if (!input.firstName || !input.lastName) throw refusal(400, 'validation.invalid', 'firstName and lastName are required');
    if (input.username && input.username.trim().toLowerCase() !== input.email) {
      throw refusal(400, 'validation.invalid', 'username must be the e-mail');
    }
    const users = strapi.db.query(USERS);
    if (await users.findOne({ where: { $or: [{ email: input.email }, { username: input.email }] }, select: ['id'] })) {
      throw refusal(400, 'registration.errors.userAlreadyExists', 'There is already an account with this e-mail');
    }

    let referrer: { id: number } | null = null;
    if (input.referenceCode) {
      referrer = await users.findOne({ where: { referralCode: input.referenceCode.toUpperCase() }, select: ['id'] });
      if (!referrer) throw refusal(400, 'registration.errors.wrongReferenceCode', 'No member has this referral code');
    }

    const gifts = strapi.db.query('api::gift.gift');
    const gift = input.giftToken ? await gifts.findOne({ where: { token: input.giftToken } }) : null;
    if (input.giftToken && (!gift || gift.state !== 'paid' || gift.targetEmail.toLowerCase() !== input.email)) {
      throw refusal(400, 'registration.invalidGiftToken', 'This gift link is not valid for this e-mail');
    }

    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
    const setPasswordCode = newSecretCode();
    const create = () =>
      strapi.db.transaction(async ({ trx }) => {
        await lockName(strapi, trx, `register:${input.email}`);
        if (await users.findOne({ where: { $or: [{ email: input.email }, { username: input.email }] }, select: ['id'] })) {
          throw refusal(400, 'registration.errors.userAlreadyExists', 'There is already an account with this e-mail');
        }
        const created = await strapi.plugin('users-permissions').service('user').add({
          email: input.email,
          username: input.email,
          password: input.password,
          provider: 'local',
          confirmed: false,
          blocked: false,
          role: role.id,
          firstName: input.firstName,
          lastName: input.lastName,
          userType: gift ? 'premium' : 'default',
          referralCode: await uniqueReferralCode(strapi),
          referredBy: referrer?.id ?? null,
          resetPasswordToken: setPasswordCode,
          consentedAt: new Date(),
        });
        if (gift) {
          // Only a gift still `paid` can be redeemed: of two registrations racing for one link, one wins
          // and the other's account is rolled back with the transaction.
          const { count } = await gifts.updateMany({ where: { id: gift.id, state: 'paid' }, data: { state: 'redeemed', redeemedBy: created.id } });
          if (count !== 1) throw refusal(400, 'registration.invalidGiftToken', 'This gift link has already been used');
        }
        return created;
      });

    let user: { email: string; firstName: string };
    try {
      user = await create();
    } catch (error) {
      // A sign-up that lost a race for the e-mail is told why, whatever step refused it.
      if (await users.findOne({ where: { $or: [{ email: input.email }, { username: input.email }] }, select: ['id'] })) {
        throw refusal(400, 'registration.errors.userAlreadyExists', 'There is already an account with this e-mail');
      }
      throw error;
    }

    const link = appLink(`/reset?code=${setPasswordCode}`);
    await sendMail(strapi, user.email, templates.setPassword(mailLanguage(input.locale), { name: user.firstName, link }));
    ctx.body = { user: { email: user.email }, emailSent: true };
  };
}
