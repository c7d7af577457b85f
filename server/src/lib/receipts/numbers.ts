import type { Core } from '@strapi/strapi';
import { madridToday } from '../madrid-time';
import { ownTable } from '../strapi-internals';

/** Made by the premium-receipts migration. */
const TABLE = 'chispa_receipts';
/** Tries at a free number when other instances take the same ones at once. */
const ATTEMPTS = 20;

export type ReceiptRow = {
  payment_key: string;
  number: string;
  year: number;
  sequence: number;
  amount_cents: number;
  currency: string;
  tax_cents: number | null;
  issued_at: Date | string | number;
  mailed_at: Date | string | number | null;
};

/** A receipt's number: its year and its place in that year's series (`CH-2026-000001`). */
export const receiptNumber = (year: number, sequence: number) => `CH-${year}-${String(sequence).padStart(6, '0')}`;

/** The calendar year in Madrid at `at`: receipts are numbered in one series per year. */
export const madridYear = (at: number) => Number(madridToday(at).slice(0, 4));

const receiptOf = async (strapi: Core.Strapi, paymentKey: string) =>
  ((await ownTable(strapi, TABLE).where({ payment_key: paymentKey }).first()) as ReceiptRow | undefined) ?? null;

/**
 * The receipt of one payment (by the payment's own id: an invoice's or a checkout's), made on its first
 * call with the next number of the year and the amounts given; later calls answer the same receipt.
 * Two instances never give one number twice (a unique index on year and sequence: the loser takes the
 * next), nor make two receipts of one payment (its key is the table's primary key).
 */
export async function receiptFor(strapi: Core.Strapi, paymentKey: string, fields: { subscriptionDocumentId: string; amountCents: number; currency: string; taxCents: number | null; issuedAt: number }): Promise<ReceiptRow> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const existing = await receiptOf(strapi, paymentKey);
    if (existing) return existing;
    const year = madridYear(fields.issuedAt);
    const last = (await ownTable(strapi, TABLE).where({ year }).max({ sequence: 'sequence' }).first()) as { sequence: number | string | null } | undefined;
    const sequence = Number(last?.sequence ?? 0) + 1;
    const inserted = await ownTable(strapi, TABLE)
      .insert({
        payment_key: paymentKey,
        year,
        sequence,
        number: receiptNumber(year, sequence),
        subscription_document_id: fields.subscriptionDocumentId,
        amount_cents: fields.amountCents,
        currency: fields.currency,
        tax_cents: fields.taxCents,
        issued_at: new Date(fields.issuedAt),
        mailed_at: null,
      })
      .onConflict()
      .ignore()
      .returning(['payment_key']);
    if (inserted.length > 0) return (await receiptOf(strapi, paymentKey))!;
  }
  throw new Error(`no receipt number could be taken for ${paymentKey}`);
}

/** Marks a receipt mailed: a later delivery of its payment's event sends nothing. */
export async function markReceiptMailed(strapi: Core.Strapi, paymentKey: string) {
  await ownTable(strapi, TABLE).where({ payment_key: paymentKey }).update({ mailed_at: new Date() });
}
