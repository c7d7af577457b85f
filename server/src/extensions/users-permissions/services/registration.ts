import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { refusal } from '../../../lib/errors';
import { newReferralCode } from '../../../lib/referral-code';
import { awaitMemberWrites, lockName } from '../../../lib/strapi-internals';
import { appLink, mailLanguage, sendMailLater, templates } from '../../../lib/mailer';
import { now } from '../../../lib/clock';
import { SET_PASSWORD_CODE_TERM_MS } from './code-terms';
import { applyPaidGifts, type AppliedGift } from '../../../lib/gifts/apply';
import { giftDay, tellGiftsApplied } from '../../../lib/gifts/tell';
import { giftOfToken } from '../../../lib/gifts/tokens';
import { emailKey } from '../../../lib/eligibility/email-key';
import { acceptedAtSignUp, recordSignUpAcceptances } from '../../../lib/legal-texts';

const USERS = 'plugin::users-permissions.user';

export type RegistrationInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  locale?: string;
  giftToken?: string | null;
  referenceCode?: string | null;
};

export const newSecretCode = () => randomBytes(32).toString('hex');

/** Thrown inside the creating transaction when the e-mail already has an account. */
class AlreadyMember extends Error {}

/**
 * Registration (docs/decisions/accounts/registration.md): no password is chosen here. The member is created inactive with a
 * unique referral code, linked to their referrer, given every gift paid for their address (with the
 * gift's link or without it), and e-mailed a link to set their password, which activates the
 * account. An address that already has an account gets the same answer, and its owner a mail
 * instead (nobody learns who is a member); a gift paid for it reaches that account too.
 */
export function createRegistrationService({ strapi }: { strapi: Core.Strapi }) {
  const users = () => strapi.db.query(USERS);
  const gifts = () => strapi.db.query('api::gift.gift');
  /** The member whose address is the same mailbox (its canonical form), or the same address (a member from before the canonical form had none). */
  const memberWith = (email: string) =>
    users().findOne({ where: { $or: [{ emailKey: emailKey(email) }, { email }, { username: email }] }, select: ['id', 'email', 'firstName'] }) as Promise<{
      id: number;
      email: string;
      firstName: string | null;
    } | null>;

  async function uniqueReferralCode(): Promise<string> {
    for (;;) {
      const code = newReferralCode();
      if (!(await users().findOne({ where: { referralCode: code }, select: ['id'] }))) return code;
    }
  }

  /** A gift link is good for its own address while paid and not expired. */
  async function validGift(token: string | null | undefined, email: string) {
    if (!token) return;
    const documentId = await giftOfToken(strapi, token);
    const gift = documentId ? await gifts().findOne({ where: { documentId } }) : null;
    if (!gift || gift.state !== 'paid' || gift.targetEmail.toLowerCase() !== email.toLowerCase()) {
      throw refusal(400, 'registration.invalidGiftToken', 'This gift link is not valid for this e-mail');
    }
    if (gift.expiresAt && new Date(gift.expiresAt).getTime() <= now()) {
      throw refusal(400, 'registration.giftExpired', 'This gift link has expired');
    }
  }

  /**
   * The answer for an address that is already a member's: the work of a sign-up (a password hash)
   * so that the timing matches, and a mail to the member rather than a refusal.
   */
  async function answerExisting(input: RegistrationInput) {
    const member = await memberWith(input.email);
    await strapi.plugin('users-permissions').service('user').ensureHashedPasswords({ password: input.password });
    if (member) {
      const links = { login: appLink('/login'), reset: appLink('/sendResetPassword') };
      const language = mailLanguage(input.locale);
      sendMailLater(strapi, member.email, templates.signUpAttempt(language, { name: member.firstName ?? '', ...links }));
      // A gift paid for the address is the account's (the link followed by its owner while signed
      // out, say): applied off the request's path, like the mails, so the answer's time tells nothing.
      applyPaidGifts(strapi, member)
        .then((applied) => tellGiftsApplied(strapi, member, applied, language, { later: true }))
        .catch((error: unknown) => strapi.log.error(`gifts for member ${member.id} not applied: ${String(error)}`));
    }
    return { email: input.email };
  }

  return {
    async register(input: RegistrationInput): Promise<{ email: string }> {
      let referrer: { id: number } | null = null;
      if (input.referenceCode) {
        referrer = await users().findOne({ where: { referralCode: input.referenceCode.toUpperCase() }, select: ['id'] });
        if (!referrer) throw refusal(400, 'registration.errors.wrongReferenceCode', 'No member has this referral code');
      }
      await validGift(input.giftToken, input.email);
      if (await memberWith(input.email)) return answerExisting(input);

      const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
      // The two ticks accept the current terms and privacy policy in the form's language (issue 53).
      const acceptances = await acceptedAtSignUp(strapi, input.locale === 'en' ? 'en' : 'es');
      const setPasswordCode = newSecretCode();
      const create = () =>
        strapi.db.transaction(async ({ trx }) => {
          // The referrer's row before the address's name, the order a member's own writes take them
          // (confirming an e-mail change locks the member, then the name): a sign-up with the code of
          // a member confirming a change to that same address waits for it instead of deadlocking.
          if (referrer) await awaitMemberWrites(strapi, trx, [referrer.id]);
          await lockName(strapi, trx, `register:${emailKey(input.email)}`);
          if (await memberWith(input.email)) throw new AlreadyMember();
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
            userType: 'default',
            referralCode: await uniqueReferralCode(),
            referredBy: referrer?.id ?? null,
            resetPasswordToken: setPasswordCode,
            resetPasswordExpiresAt: new Date(Date.now() + SET_PASSWORD_CODE_TERM_MS),
            consentedAt: new Date(),
            ageDeclaredAt: new Date(),
          });
          const member = created as { id: number; email: string; firstName: string };
          await recordSignUpAcceptances(strapi, member.id, acceptances, trx);
          return member;
        });

      let user: { id: number; email: string; firstName: string };
      try {
        user = await create();
      } catch (error) {
        // A sign-up that lost a race for the e-mail answers as if it had won (its gift, if any, is
        // checked again first: a sequential second try would be told the link was used).
        if (!(error instanceof AlreadyMember) && !(await memberWith(input.email))) throw error;
        await validGift(input.giftToken, input.email);
        return answerExisting(input);
      }

      // Every gift paid for the address, the link's or not: the set-password mail says until when.
      let applied: AppliedGift[] = [];
      try {
        applied = await applyPaidGifts(strapi, user);
      } catch (error) {
        // The account stands; its gifts are applied again at its first sign-in.
        strapi.log.error(`gifts for member ${user.id} not applied at sign-up: ${String(error)}`);
      }
      const language = mailLanguage(input.locale);
      const premiumUntil = applied.length > 0 ? giftDay(language, new Date(Math.max(...applied.map((gift) => gift.until.getTime())))) : null;
      // welcome=1: the app greets the member's first login with a welcome (src/features/auth/first-login.ts).
      const link = appLink(`/reset?code=${setPasswordCode}&welcome=1`);
      sendMailLater(strapi, user.email, templates.setPassword(language, { link, premiumUntil }));
      return { email: user.email };
    },
  };
}
