import type { Core } from '@strapi/strapi';
import { refusal } from '../../../lib/errors';
import { appLink, mailLanguage, sendMailLater, templates } from '../../../lib/mailer';
import { payJoiningAwards } from '../../../lib/eligibility/joining-awards';
import { addressKey } from '../../../lib/throttle/rules';
import { sharedCounter } from '../../../lib/throttle/shared-counters';
import { newSecretCode } from './registration';
import { RESET_CODE_TERM_MS } from './code-terms';

const USERS = 'plugin::users-permissions.user';

type CodeHolder = { id: number; email: string; confirmed: boolean; referredBy?: { id: number } | null };

export function createPasswordService({ strapi }: { strapi: Core.Strapi }) {
  const users = () => strapi.db.query(USERS);

  return {
    /**
     * Mails a reset link (good for one hour) to a member who is not blocked. The caller answers the
     * same whatever happens here, and the mail leaves off the request path, so that neither the
     * answer nor its timing tells who is a member.
     */
    async forgot(email: string, locale: string | undefined) {
      const user = await users().findOne({ where: { email, blocked: false }, select: ['id', 'email'] });
      if (!user) return;
      const code = newSecretCode();
      await users().update({ where: { id: user.id }, data: { resetPasswordToken: code, resetPasswordExpiresAt: new Date(Date.now() + RESET_CODE_TERM_MS) } });
      sendMailLater(strapi, user.email, templates.resetPassword(mailLanguage(locale), { link: appLink(`/reset?code=${code}`) }));
    },

    /**
     * The member a reset code belongs to, or null for an unknown code (Strapi's reset then refuses
     * it). A code past its term is refused here; codes without a term predate terms and are expired.
     */
    async holderOf(code: unknown): Promise<CodeHolder | null> {
      if (typeof code !== 'string' || code.length === 0) return null;
      const user = await users().findOne({ where: { resetPasswordToken: code }, populate: { referredBy: { select: ['id'] } } });
      if (!user) return null;
      const expiresAt = user.resetPasswordExpiresAt ? new Date(user.resetPasswordExpiresAt).getTime() : 0;
      if (expiresAt <= Date.now()) throw refusal(400, 'resetPassword.errors.expiredCode', 'This link has expired');
      return user as CodeHolder;
    },

    /**
     * After Strapi's reset (which checks the code and both passwords and ends every session but the
     * resetting browser's): a pending e-mail change is dropped (the old-address mail says a reset
     * cancels it), the account's ceiling of login failures is cleared, and the first password set
     * completes registration (account confirmed, `register` challenge, and the referrer's `referral`
     * challenge, each when the organiser's requirement allows: lib/eligibility/joining-awards.ts).
     */
    async afterReset(user: CodeHolder) {
      await users().update({
        where: { id: user.id },
        data: { resetPasswordExpiresAt: null, pendingEmail: null, emailChangeToken: null, emailChangeRequestedAt: null, ...(user.confirmed ? {} : { confirmed: true }) },
      });
      // The owner proved their mailbox: browsers they never signed in from may try to log in again.
      await sharedCounter(strapi, 'loginFailuresPerAccount').reset(addressKey(user.email));
      if (user.confirmed) return;
      // The welcome and referral DIDs, or held until the organiser's requirement is met (verification).
      await payJoiningAwards(strapi, user.id);
    },
  };
}
