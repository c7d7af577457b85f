import type { Core } from '@strapi/strapi';
import { now } from '../../../../lib/clock';
import { mailLanguage } from '../../../../lib/mailer';
import { sendReceipt } from '../../../../lib/receipts/send';
import type { ProviderObject } from '../lifecycle/stripe-objects';
import { checkoutProvider } from '../checkout';
import { chargedCents, priceLabel, taxPercent } from '../checkout/prices';
import { withdrawalEnds } from './withdrawal-terms';

const UID = 'api::subscription.subscription';
const GIFTS = 'api::gift.gift';

type Row = {
  id: number;
  documentId: string;
  type: string;
  state: string;
  priceId: string;
  provider: string;
  amountCents: number | null;
  currency: string | null;
  activatedAt: string | null;
  withdrawnAt: string | null;
  refundedAt: string | null;
  locale_used: string | null;
  user: { id: number; email: string } | null;
};

const rowWhere = async (strapi: Core.Strapi, where: Record<string, unknown>) =>
  (await strapi.db.query(UID).findOne({ where, populate: { user: { select: ['id', 'email'] } } })) as Row | null;


/** Until when the member may still withdraw from `row` (null when that right is spent or used). */
function withdrawalOf(row: Row, paidAt: number) {
  if (row.withdrawnAt) return null;
  const until = withdrawalEnds(row.activatedAt ? Date.parse(row.activatedAt) : paidAt);
  return until >= paidAt ? { until, kind: row.type === 'single' ? ('single' as const) : ('recurring' as const) } : null;
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 && value.length <= 2000 ? value : null);
const cents = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

/** The IVA an invoice states (basil's `total_taxes`, or an older version's `tax`), when it states one. */
function invoiceTax(invoice: ProviderObject): number | null {
  const taxes = invoice.total_taxes;
  if (Array.isArray(taxes) && taxes.length > 0) return taxes.reduce<number>((sum, tax: unknown) => sum + (cents((tax as { amount?: unknown })?.amount) ?? 0), 0);
  return cents(invoice.tax);
}

/** A paid invoice of a recurring subscription (its first payment or a renewal): its receipt, mailed once (lib/receipts). */
export async function invoiceReceipt(strapi: Core.Strapi, rowId: number, invoice: ProviderObject) {
  const invoiceId = text(invoice.id);
  const row = await rowWhere(strapi, { id: rowId });
  // A duplicate's payment is refunded as it is found (one-subscription.md), and so is one for a
  // checkout closed before it was paid or withdrawn from: no receipt for money given back.
  if (!invoiceId || !row?.user || row.state === 'duplicate' || row.refundedAt || row.withdrawnAt) return;
  const paidAt = now();
  const hostedUrl = text(invoice.hosted_invoice_url);
  const pdfUrl = text(invoice.invoice_pdf);
  await sendReceipt(strapi, {
    paymentKey: `invoice:${invoiceId}`,
    subscriptionDocumentId: row.documentId,
    to: row.user.email,
    language: mailLanguage(row.locale_used),
    concept: priceLabel(row.priceId, mailLanguage(row.locale_used)),
    amountCents: cents(invoice.amount_paid) ?? chargedCents(row),
    currency: (text(invoice.currency) ?? row.currency ?? 'EUR').toUpperCase(),
    taxPercent: taxPercent(),
    taxCents: invoiceTax(invoice),
    invoice: hostedUrl || pdfUrl ? { number: text(invoice.number), hostedUrl, pdfUrl } : null,
    withdrawal: withdrawalOf(row, paidAt),
    test: row.provider === 'local',
  });
}

/** A gift's paid checkout: its receipt, with Stripe's invoice of the payment (the checkout asked for one). */
export async function giftReceipt(strapi: Core.Strapi, sessionId: string, paid: { invoiceId?: string | null; amountCents?: number | null; currency?: string | null }) {
  const row = await rowWhere(strapi, { checkoutSessionId: sessionId });
  if (!row?.user || row.refundedAt || row.withdrawnAt) return;
  // A gift to an address that already has an account is applied at payment, before this receipt:
  // delivered, it can no longer be withdrawn, and the receipt does not say it can.
  const gift = (await strapi.db.query(GIFTS).findOne({ where: { subscriptionDocumentId: row.documentId }, select: ['state'] })) as { state: string } | null;
  const delivered = gift?.state === 'redeemed';
  await sendReceipt(strapi, {
    paymentKey: `checkout:${sessionId}`,
    subscriptionDocumentId: row.documentId,
    to: row.user.email,
    language: mailLanguage(row.locale_used),
    concept: priceLabel(row.priceId, mailLanguage(row.locale_used)),
    amountCents: paid.amountCents ?? chargedCents(row),
    currency: (paid.currency ?? row.currency ?? 'EUR').toUpperCase(),
    taxPercent: taxPercent(),
    taxCents: null,
    invoice: await checkoutProvider().invoiceLinks(paid.invoiceId ?? null),
    withdrawal: delivered ? 'delivered' : withdrawalOf(row, now()),
    test: row.provider === 'local',
  });
}
