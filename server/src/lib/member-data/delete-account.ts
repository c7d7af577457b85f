import type { Core } from '@strapi/strapi';
import { refusal } from '../errors';
import { PASSWORD_MAX } from '../password-hashing';
import { deleteOwnRowsOfMember, memberSessions, unlinkRecordKeys } from '../strapi-internals';
import { forgetClaimant } from '../eligibility/verification';

const USERS = 'plugin::users-permissions.user';
const SUBSCRIPTIONS = 'api::subscription.subscription';

/** A sign-up's fields that name or reach the member (its reward, option and time stay, for the draw's figures). */
const SIGN_UP_PERSONAL = { name: null, phone: null, city: null, year: null, location: null, answers: null };

type Row = { id: number; providerSubscriptionId?: string | null; checkoutSessionId?: string | null };

/** The payment provider, as far as a deletion needs it: the caller's, asked for only when a subscription is open. */
type PaymentProvider = () => { cancelSubscription(providerSubscriptionId: string | null): Promise<void>; expireCheckout(sessionId: string): Promise<void> };

/**
 * Deletes a member's account at their own request (GDPR erasure, issue 33), once their password is
 * given again:
 * - a live subscription is cancelled at the payment provider first, and every checkout still open
 *   (a subscription's or a gift's) is closed there, so that nothing is charged afterwards (a payment
 *   that still arrives is refunded: the subscription service's `complete`); if the provider cannot
 *   be reached, nothing is deleted and the member is told to try again;
 * - every session ends, on every device; notifications' device subscriptions and uploaded pictures go,
 *   and so do the projects they follow, their inbox, their notification settings and mails due to them;
 * - the account row goes, and with it every link from a vote, DIDs record, draw entry, sign-up,
 *   subscription or gift to the member: those records stay, without identity (their idempotency keys,
 *   which named the member's id, are rewritten to name only the record), so that vote counts,
 *   draws already drawn (their tickets are pseudonyms whose key links to nobody now) and the
 *   organiser's figures do not change; a sign-up's personal answers are erased; notes on DIDs too;
 * - a draw's winners' contact, written when it was drawn, stays on that draw until the prize is
 *   delivered (docs/security.md);
 * - the e-mail address is free to register again.
 */
export async function deleteAccount(strapi: Core.Strapi, userId: number, password: unknown, paymentProvider: PaymentProvider) {
  const users = strapi.db.query(USERS);
  const member = await users.findOne({ where: { id: userId }, select: ['id', 'password'] });
  if (!member) throw refusal(401, 'auth.sessionEnded', 'This account no longer exists');
  const valid =
    typeof password === 'string' &&
    password.length > 0 &&
    password.length <= PASSWORD_MAX &&
    member.password &&
    // The password as every route a password enters by makes it (middlewares/passwords.ts).
    (await strapi.plugin('users-permissions').service('user').validatePassword(password, member.password));
  if (!valid) throw refusal(400, 'deleteAccount.wrongPassword', 'The password is not this account’s');

  const open = (await strapi.db.query(SUBSCRIPTIONS).findMany({
    where: { user: userId, $or: [{ type: 'recurring', state: { $in: ['active', 'past_due', 'pending'] } }, { type: 'single', state: 'pending' }] },
    select: ['id', 'providerSubscriptionId', 'checkoutSessionId', 'state'],
  })) as Array<Row & { state: string }>;
  for (const subscription of open) {
    try {
      if (subscription.state !== 'pending') await paymentProvider().cancelSubscription(subscription.providerSubscriptionId ?? null);
      else if (subscription.checkoutSessionId) await paymentProvider().expireCheckout(subscription.checkoutSessionId);
    } catch {
      throw refusal(503, 'deleteAccount.paymentsUnavailable', 'The subscription could not be cancelled at the payment provider');
    }
    await strapi.db.query(SUBSCRIPTIONS).update({ where: { id: subscription.id }, data: { state: 'cancelled', cancelledAt: new Date() } });
  }

  await memberSessions(strapi).invalidateRefreshToken(String(userId));
  await strapi.db.query('api::push-subscription.push-subscription').deleteMany({ where: { user: userId } });
  // What they follow, were told, chose for their notifications, and mails still due to them.
  await deleteOwnRowsOfMember(strapi, userId);
  await deleteUploads(strapi, userId);
  await updateOwn(strapi, 'api::form-participation.form-participation', userId, SIGN_UP_PERSONAL);
  // Only the records holding a note: a member of years has thousands of records and a handful of notes.
  await updateOwn(strapi, 'api::did-record.did-record', userId, { note: null }, { note: { $notNull: true } });
  for (const [uid, key] of KEYED) await unlinkRecordKeys(strapi, uid, key, userId);
  // A census line or code this account claimed stays claimed, by nobody: the same person cannot verify a second account with it.
  await forgetClaimant(strapi, userId);
  // The row, and with it the links of every record to the member (Strapi deletes a row's relations with it).
  await users.delete({ where: { id: userId } });
}

/** The member's records whose unique key (vote, award, entry, sign-up) was made of the member's id. */
const KEYED = [
  ['api::user-project-support.user-project-support', 'voteKey'],
  ['api::did-record.did-record', 'eventKey'],
  ['api::participation.participation', 'requestKey'],
  ['api::form-participation.form-participation', 'entryKey'],
] as const;

/** Changes the member's own records of a type (updateMany cannot filter by a relation: by their ids). */
async function updateOwn(strapi: Core.Strapi, uid: string, userId: number, data: Record<string, unknown>, only: Record<string, unknown> = {}) {
  const rows = strapi.db.query(uid as never);
  const ids = ((await rows.findMany({ where: { user: userId, ...only }, select: ['id'] })) as Row[]).map(({ id }) => id);
  if (ids.length > 0) await rows.updateMany({ where: { id: { $in: ids } }, data });
}

/** The member's uploaded pictures: the files (and their resized versions) and the record of who uploaded them. */
async function deleteUploads(strapi: Core.Strapi, userId: number) {
  const uploads = strapi.db.query('api::member-upload.member-upload');
  const own = (await uploads.findMany({ where: { user: userId }, select: ['id', 'fileId'] })) as Array<{ id: number; fileId: number }>;
  for (const { id, fileId } of own) {
    const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id: fileId } });
    if (file) await strapi.plugin('upload').service('upload').remove(file);
    await uploads.delete({ where: { id } });
  }
}
