import type { Core } from '@strapi/strapi';
import { now } from '../clock';
import { appLink, sendMail } from '../mailer';
import type { MailLanguage } from '../mailer/templates';
import { operatorIdentity } from '../operator/identity';
import { receiptMail, taxInside, type ReceiptDetails } from './mail';
import { markReceiptMailed, receiptFor } from './numbers';

/** One payment taken: who paid, for what, and what the provider says of it. */
export type PaidEvent = {
  /** The payment's own id at the provider, prefixed by its kind: `invoice:in_…`, `checkout:cs_…`. */
  paymentKey: string;
  subscriptionDocumentId: string;
  to: string;
  language: MailLanguage;
  concept: string;
  amountCents: number;
  currency: string;
  taxPercent: number | null;
  /** The IVA the provider's invoice states, when it states one. */
  taxCents: number | null;
  invoice: ReceiptDetails['invoice'];
  withdrawal: ReceiptDetails['withdrawal'];
  test: boolean;
};

/**
 * Mails the payer the receipt of a payment, once: the receipt (and its number) is made on the first
 * call, and `mailed_at` written after the mail, so a delivery of the payment's event that failed at
 * the mail sends it again (the same receipt) and a later one sends nothing. Nothing for a payment of
 * nothing (a 100 % discount).
 */
export async function sendReceipt(strapi: Core.Strapi, paid: PaidEvent): Promise<'sent' | 'already' | 'nothing paid'> {
  if (paid.amountCents <= 0) return 'nothing paid';
  const receipt = await receiptFor(strapi, paid.paymentKey, {
    subscriptionDocumentId: paid.subscriptionDocumentId,
    amountCents: paid.amountCents,
    currency: paid.currency,
    taxCents: paid.taxCents ?? taxInside(paid.amountCents, paid.taxPercent),
    issuedAt: now(),
  });
  if (receipt.mailed_at) return 'already';
  const mail = receiptMail(paid.language, {
    number: receipt.number,
    issuedAt: new Date(receipt.issued_at).getTime(),
    concept: paid.concept,
    amountCents: receipt.amount_cents,
    currency: receipt.currency,
    taxPercent: paid.taxPercent,
    taxCents: receipt.tax_cents,
    invoice: paid.invoice,
    withdrawal: paid.withdrawal,
    test: paid.test,
    operator: operatorIdentity(),
    profileLink: appLink('/profile'),
  });
  await sendMail(strapi, paid.to, mail);
  await markReceiptMailed(strapi, paid.paymentKey);
  return 'sent';
}
