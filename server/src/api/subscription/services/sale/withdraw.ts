import type { Core } from '@strapi/strapi';
import { now } from '../../../../lib/clock';
import { refusal } from '../../../../lib/errors';
import { appLink, mailLanguage, sendMail } from '../../../../lib/mailer';
import { refreshPremium } from '../../../../lib/premium';
import { withdrawalMail } from '../../../../lib/receipts/withdrawal-mail';
import { inMemberTransaction } from '../../../../lib/strapi-internals';
import { checkoutProvider } from '../checkout';
import { chargedCents, isPriceId, PRICES, priceLabel } from '../checkout/prices';
import { withdrawalEnds, withdrawalRefundCents } from './withdrawal-terms';

const UID = 'api::subscription.subscription';
const GIFTS = 'api::gift.gift';
const USERS = 'plugin::users-permissions.user';
const DAY_MS = 24 * 60 * 60 * 1000;

type Row = {
  id: number;
  documentId: string;
  type: string;
  state: string;
  priceId: string;
  checkoutSessionId: string | null;
  providerSubscriptionId: string | null;
  amountCents: number | null;
  currency: string | null;
  activatedAt: string | null;
  currentPeriodEnd: string | null;
  withdrawnAt: string | null;
  refundedAt: string | null;
  refundedCents: number | null;
  locale_used: string | null;
};

export type WithdrawalAnswer = { refundedCents: number; currency: string; endedAt: string };

const LIVE = ['active', 'past_due'];
const over = () => refusal(409, 'subscription.withdrawalPeriodOver', 'The 14 days to withdraw are over');
/** A gift already applied to an account is delivered: the right of withdrawal ends there (TRLGDCU art. 103 a). */
const delivered = () => refusal(409, 'subscription.giftDelivered', 'The gift has been applied to an account: it can no longer be withdrawn');
const none = () => refusal(404, 'subscription.none', 'You have nothing to withdraw from');
const answerOf = (row: Row): WithdrawalAnswer => ({ refundedCents: row.refundedCents ?? 0, currency: row.currency ?? 'EUR', endedAt: new Date(row.withdrawnAt!).toISOString() });

/** What a period of the row's price lasts, when no invoice has told its end yet. */
const pricePeriodMs = (row: Row) => {
  const price: { interval: string | null; intervalCount: number | null } | null = isPriceId(row.priceId) ? PRICES[row.priceId] : null;
  return (price?.interval === 'year' ? 365 : 30) * DAY_MS * (price?.intervalCount ?? 1);
};

/**
 * What the member withdraws from: the purchase named by `documentId` (a gift), else their live
 * subscription, else their latest subscription already withdrawn from (a repeat is answered what
 * the first did).
 */
async function targetOf(strapi: Core.Strapi, userId: number, documentId?: string): Promise<Row | null> {
  const rows = strapi.db.query(UID);
  if (documentId) return (await rows.findOne({ where: { documentId, user: userId } })) as Row | null;
  const latest = (await rows.findOne({ where: { user: userId, type: 'recurring', state: { $in: [...LIVE, 'cancelled'] }, activatedAt: { $notNull: true } }, orderBy: { id: 'desc' } })) as Row | null;
  return latest && (LIVE.includes(latest.state) || latest.withdrawnAt) ? latest : null;
}

/** The refund of a withdrawal at the provider (one per checkout, however often asked), then recorded. */
async function refund(strapi: Core.Strapi, row: Row) {
  if (row.refundedAt) return row;
  await checkoutProvider().withdraw({ sessionId: row.checkoutSessionId ?? '', providerSubscriptionId: row.providerSubscriptionId, amountCents: row.refundedCents ?? 0, reference: row.documentId });
  const refundedAt = new Date(now());
  await strapi.db.query(UID).update({ where: { id: row.id }, data: { refundedAt } });
  return { ...row, refundedAt: refundedAt.toISOString() };
}

/** A withdrawal's refund not yet made this long after it was marked: its request died on the way (a provider outage, a restart). */
const REFUND_OVERDUE_MS = 60 * 1000;

/**
 * Makes the refunds of withdrawals marked but not refunded (the provider failed or the instance
 * stopped between the two): retried by a scheduled job until the provider takes them; each is one
 * refund per checkout, however often tried (the provider's refund carries our key). Answers how many
 * are still owed.
 */
export async function retryOwedRefunds(strapi: Core.Strapi): Promise<number> {
  // Only this provider's: a row of another (the local checkout's, in a database moved to Stripe) is no refund it can make.
  const provider = checkoutProvider().name;
  const owed = (await strapi.db.query(UID).findMany({
    where: { provider, withdrawnAt: { $notNull: true, $lt: new Date(now() - REFUND_OVERDUE_MS) }, refundedAt: null },
    orderBy: { id: 'asc' },
    limit: 100,
  })) as Row[];
  let failed = 0;
  for (const row of owed) {
    try {
      await refund(strapi, row);
    } catch (error) {
      failed += 1;
      strapi.log.warn(`subscription ${row.documentId}: the withdrawal's refund failed again (${(error as Error).message}); retried at the next run`);
    }
  }
  return failed;
}

/**
 * Tells the member, at once, that their withdrawal was received and what is refunded (TRLGDCU art.
 * 106.3). A mail server's failure is logged: the withdrawal stands, and its refund goes on.
 */
async function acknowledge(strapi: Core.Strapi, userId: number, row: Row) {
  const member = (await strapi.db.query(USERS).findOne({ where: { id: userId }, select: ['email'] })) as { email: string } | null;
  if (!member) return;
  const language = mailLanguage(row.locale_used);
  const mail = withdrawalMail(language, {
    concept: priceLabel(row.priceId, language),
    withdrawnAt: Date.parse(row.withdrawnAt!),
    refundedCents: row.refundedCents ?? 0,
    currency: row.currency ?? 'EUR',
    profileLink: appLink('/profile'),
  });
  try {
    await sendMail(strapi, member.email, mail);
  } catch (error) {
    strapi.log.warn(`subscription ${row.documentId}: the withdrawal's acknowledgment was not mailed (${(error as Error).message})`);
  }
}

/**
 * The right of withdrawal (TRLGDCU arts. 102–108; docs/decisions/money/withdrawal.md): within 14 days
 * of the contract, Premium ends now and the member gets back what they paid less the whole days
 * enjoyed; a gift, while nobody has redeemed it, ends unredeemed and is refunded whole. Marked once
 * (the row's `withdrawnAt`, set only where it is empty, in the member's transaction), then refunded
 * at the provider with one idempotency key per checkout: a repeat, or two at once, refund once.
 */
export async function withdrawSubscription(strapi: Core.Strapi, userId: number, documentId?: string): Promise<WithdrawalAnswer> {
  checkoutProvider();
  const target = await targetOf(strapi, userId, documentId);
  if (!target) throw none();
  const { row: marked, fresh } = await inMemberTransaction(strapi, userId, async () => {
    const row = (await strapi.db.query(UID).findOne({ where: { id: target.id } })) as Row;
    if (row.withdrawnAt) return { row, fresh: false };
    const live = row.type === 'recurring' ? LIVE.includes(row.state) : row.state === 'active';
    if (!live || !row.activatedAt || !row.checkoutSessionId) throw none();
    const at = now();
    if (at > withdrawalEnds(Date.parse(row.activatedAt))) throw over();
    const amountCents = chargedCents(row);
    let refundedCents = amountCents;
    if (row.type === 'single') {
      // Only an unredeemed gift: its link stops working here, or its redemption got there first.
      const { count } = await strapi.db.query(GIFTS).updateMany({ where: { subscriptionDocumentId: row.documentId, state: 'paid' }, data: { state: 'ended', expiresAt: new Date(at) } });
      if (count !== 1) throw delivered();
    } else {
      const startedAt = Date.parse(row.activatedAt);
      const periodEnd = row.currentPeriodEnd ? Date.parse(row.currentPeriodEnd) : startedAt + pricePeriodMs(row);
      refundedCents = withdrawalRefundCents({ amountCents, startedAt, periodEnd, at });
    }
    const withdrawnAt = new Date(at);
    const data = { state: 'cancelled', cancelledAt: withdrawnAt, cancelAtPeriodEnd: false, withdrawnAt, refundedCents, currency: row.currency ?? 'EUR' };
    const { count } = await strapi.db.query(UID).updateMany({ where: { id: row.id, withdrawnAt: null }, data });
    if (count !== 1) return { row: (await strapi.db.query(UID).findOne({ where: { id: row.id } })) as Row, fresh: false };
    return { row: { ...row, ...data, withdrawnAt: withdrawnAt.toISOString(), refundedAt: null } as Row, fresh: true };
  });
  if (marked.type === 'recurring') await refreshPremium(strapi, userId);
  if (fresh) await acknowledge(strapi, userId, marked);
  return answerOf(await refund(strapi, marked));
}
