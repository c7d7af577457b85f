import type { Core } from '@strapi/strapi';
import { refusal } from '../../../lib/errors';
import { appLink, mailLanguage, sendMailLater, templates } from '../../../lib/mailer';
import { inMemberTransaction, lockName } from '../../../lib/strapi-internals';
import { emailKey } from '../../../lib/eligibility/email-key';
import { isDisposableAddress } from '../../../lib/eligibility/disposable';
import { mailboxKey } from '../../../lib/throttle/rules';
import { sharedCounter } from '../../../lib/throttle/shared-counters';
import { tooManyAttempts } from '../../../lib/throttle/too-many';
import { newSecretCode } from './registration';
import { EMAIL_CHANGE_CODE_TERM_MS } from './code-terms';
import { rotateUnsubscribeNonce } from '../../../lib/member-mail/settings';

const USERS = 'plugin::users-permissions.user';

type Member = { id: number; email: string; firstName?: string | null };

/** A member row's pending address, while its link still works (only ever shown to that member). */
export function pendingEmailOf(row: { pendingEmail?: unknown; emailChangeRequestedAt?: unknown } | null | undefined): string | null {
  if (typeof row?.pendingEmail !== 'string' || !row.pendingEmail) return null;
  return Date.now() - new Date(row.emailChangeRequestedAt as string).getTime() < EMAIL_CHANGE_CODE_TERM_MS ? row.pendingEmail : null;
}

/**
 * Changing a member's e-mail (issue 12): a new address is kept as pending and mailed a single-use
 * link (24 hours); the old address is told, with how to stop it. Only the link applies the change.
 */
export function createEmailChangeService({ strapi }: { strapi: Core.Strapi }) {
  const users = () => strapi.db.query(USERS);
  /** Another account at the same mailbox (the address's canonical form), or at the address itself (from before the canonical form). */
  const takenByAnother = (email: string, userId: number) =>
    users().findOne({ where: { $or: [{ emailKey: emailKey(email) }, { email }, { username: email }], id: { $ne: userId } }, select: ['id'] });

  return {
    /** Asks for `newEmail` for the member; the current address or the one already pending changes nothing. */
    async request(member: Member, newEmail: string, locale: string | undefined) {
      const current = await users().findOne({ where: { id: member.id }, select: ['id', 'email', 'firstName', 'pendingEmail', 'emailChangeRequestedAt'] });
      if (!current || newEmail === current.email) return;
      if (isDisposableAddress(newEmail)) throw refusal(400, 'editProfile.errors.disposableEmail', 'Use an address that lasts: this one is from a disposable mail service');
      const stillPending = current.pendingEmail === newEmail && Date.now() - new Date(current.emailChangeRequestedAt).getTime() < EMAIL_CHANGE_CODE_TERM_MS;
      if (stillPending) return;
      // The new address is anyone's: it gets a few of these mails an hour, however many members ask
      // and however the address is spelt, so nobody can aim profile saves at a mailbox. A count of
      // its own: spending it never holds back the reset mails the address's owner may need.
      const wait = await sharedCounter(strapi, 'emailChangeMailsPerMailbox').hit(mailboxKey(newEmail));
      if (wait > 0) throw tooManyAttempts(wait);
      const code = newSecretCode();
      await users().update({ where: { id: member.id }, data: { pendingEmail: newEmail, emailChangeToken: code, emailChangeRequestedAt: new Date() } });
      const lang = mailLanguage(locale);
      const name = current.firstName ?? '';
      // Whether another account holds the address is not told to the asker (no member lookup through
      // profile saves): that holder gets a notice instead of a link, and nothing can be confirmed.
      const mail = (await takenByAnother(newEmail, member.id))
        ? templates.emailChangeToTakenAddress(lang, { login: appLink('/login'), reset: appLink('/sendResetPassword') })
        : templates.confirmEmailChange(lang, { link: appLink(`/confirmEmail?code=${code}`) });
      sendMailLater(strapi, newEmail, mail);
      sendMailLater(strapi, current.email, templates.emailChangeRequested(lang, { name, newEmail, reset: appLink('/sendResetPassword') }));
    },

    /**
     * Applies the change a link's code stands for: single-use, within its term, and only while no
     * other account has taken the address meanwhile. The member's sessions stay (docs/decisions/accounts/email-change.md).
     */
    async confirm(code: string): Promise<{ email: string; id: number; firstName: string | null }> {
      const holder = await users().findOne({ where: { emailChangeToken: code }, select: ['id', 'firstName', 'pendingEmail', 'emailChangeRequestedAt'] });
      if (!holder?.pendingEmail) throw refusal(400, 'confirmEmail.errors.invalidCode', 'This link is not valid');
      if (Date.now() - new Date(holder.emailChangeRequestedAt).getTime() >= EMAIL_CHANGE_CODE_TERM_MS) {
        throw refusal(400, 'confirmEmail.errors.expiredCode', 'This link has expired');
      }
      const email: string = holder.pendingEmail;
      return inMemberTransaction(strapi, holder.id, async (trx) => {
        // The same name a sign-up claims: an e-mail cannot end up on two accounts, even in a race.
        await lockName(strapi, trx, `register:${emailKey(email)}`);
        const { count } = await users().updateMany({ where: { id: holder.id, emailChangeToken: code }, data: { emailChangeToken: null } });
        if (count !== 1) throw refusal(400, 'confirmEmail.errors.invalidCode', 'This link is not valid');
        if (await takenByAnother(email, holder.id)) throw refusal(400, 'confirmEmail.errors.emailTaken', 'Another account uses this e-mail now');
        await users().update({ where: { id: holder.id }, data: { email, username: email, emailKey: emailKey(email), pendingEmail: null, emailChangeRequestedAt: null } });
        // With the new address, never after it: a one-click link in a mail to the old one turns off nothing the new one receives.
        await rotateUnsubscribeNonce(strapi, holder.id, trx);
        return { email, id: holder.id as number, firstName: (holder.firstName as string | null) ?? null };
      });
    },

    /** The pending address of a member (only ever shown to that member). */
    async pendingOf(userId: number): Promise<string | null> {
      return pendingEmailOf(await users().findOne({ where: { id: userId }, select: ['pendingEmail', 'emailChangeRequestedAt'] }));
    },
  };
}
