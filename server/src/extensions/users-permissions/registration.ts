import type { Core } from '@strapi/strapi';
import { refusal } from '../../lib/errors';
import { validBody, yup } from '../../lib/payload';
import type { ApiContext } from '../../lib/api-context';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../lib/password-hashing';
import { getService } from './services';
import { assertSolved } from '../../lib/eligibility/proof-of-work';
import { isDisposableAddress } from '../../lib/eligibility/disposable';

const RegistrationSchema = yup.object({
  email: yup.string().strict().required().email().max(500),
  username: yup.string().strict().max(500),
  password: yup.string().strict().required().min(PASSWORD_MIN).max(PASSWORD_MAX),
  userType: yup.string().strict().oneOf(['default']),
  giftToken: yup.string().strict().nullable().max(100),
  locale: yup.string().strict().oneOf(['es', 'en', 'ca', 'fr']),
  firstName: yup.string().strict().required().max(225),
  lastName: yup.string().strict().required().max(225),
  referenceCode: yup.string().strict().nullable().min(8, 'registration.errors.wrongReferenceCode').max(32),
  // Both ticks, present and true: the consent time is recorded only then.
  privacyPolicy: yup.boolean().strict().required('registration.errors.acceptPolicy').oneOf([true], 'registration.errors.acceptPolicy'),
  termsAgreement: yup.boolean().strict().required('registration.errors.termsAgreement').oneOf([true], 'registration.errors.termsAgreement'),
  // "I am 14 or older" (shared/spec/decisions.md): a declaration, recorded with its time; no birth date.
  ageDeclaration: yup.boolean().strict().required('registration.errors.ageDeclaration').oneOf([true], 'registration.errors.ageDeclaration'),
  // The solved proof-of-work challenge (lib/eligibility/proof-of-work.ts).
  altcha: yup.string().strict().max(4000),
});

/**
 * POST /api/auth/local/register: the same answer for a new address and for a member's (its canonical
 * form: lib/eligibility/email-key.ts). An address from a disposable mail service, or a request without
 * a solved proof-of-work challenge, is refused first.
 */
export function registrationController(strapi: Core.Strapi) {
  return async function register(ctx: ApiContext) {
    const body = await validBody(RegistrationSchema, ctx.request.body);
    const email = body.email.trim().toLowerCase();
    const firstName = body.firstName.trim();
    const lastName = body.lastName.trim();
    if (!firstName || !lastName) throw refusal(400, 'validation.invalid', 'firstName and lastName are required');
    if (body.username && body.username.trim().toLowerCase() !== email) throw refusal(400, 'validation.invalid', 'username must be the e-mail');
    if (isDisposableAddress(email)) throw refusal(400, 'registration.errors.disposableEmail', 'Use an address that lasts: this one is from a disposable mail service');
    await assertSolved(strapi, body.altcha);
    const user = await getService(strapi, 'registration').register({
      email,
      password: body.password,
      firstName,
      lastName,
      locale: body.locale,
      giftToken: body.giftToken,
      referenceCode: body.referenceCode?.trim() || null,
    });
    ctx.body = { user: { email: user.email }, emailSent: true };
  };
}
