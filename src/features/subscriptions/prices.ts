import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from '../../lib/http';
import { apiErrorCode } from '../../lib/api-error-code';
import { listOf } from '../../lib/schemas';

const wholeNumber = v.pipe(v.number(), v.integer());

/**
 * One price as `GET /api/prices` answers it: what the server will charge (Stripe's price, or the
 * development PRICES), never a copy kept here. Amounts in cents of euros, taxes included: a price
 * without its taxes is not one a consumer may be shown, so it is refused as a bad answer.
 */
const PriceSchema = v.object({
  id: v.string(),
  type: v.picklist(['recurring', 'single']),
  amountCents: v.pipe(wholeNumber, v.minValue(1)),
  currency: v.literal('EUR'),
  taxIncluded: v.literal(true),
  taxPercent: v.nullish(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  interval: v.nullish(v.picklist(['month', 'year'])),
  intervalCount: v.nullish(v.pipe(wholeNumber, v.minValue(1))),
  termMonths: v.nullish(v.pipe(wholeNumber, v.minValue(1))),
});

export type Price = v.InferOutput<typeof PriceSchema>;

/** The server sells nothing (production without payments set up, or Stripe's prices unreadable): 503 `payments.unavailable`. */
export class PaymentsUnavailableError extends Error {}

export async function fetchPrices(): Promise<Price[]> {
  try {
    return v.parse(listOf(PriceSchema), await http.get('prices').json()).data;
  } catch (error) {
    if ((await apiErrorCode(error)) === 'payments.unavailable') throw new PaymentsUnavailableError('payments.unavailable');
    throw error;
  }
}

/** Public and the same for everyone; read again whenever a checkout is shown (useCheckoutPrice). */
export const pricesQueryOptions = () => queryOptions({ queryKey: ['prices'], queryFn: fetchPrices });

/** `4,99 €` in Spanish, `€4.99` in English: the amount in the member's language, from the server's cents. */
export function formatAmount(amountCents: number, currency: Price['currency'], locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amountCents / 100);
}

/** What a purchase was paid, in the member's language; null when the server did not say it in euros. */
export const amountPaid = (purchase: { amountCents?: number | null; currency?: string | null }, locale: string): string | null =>
  purchase.amountCents && purchase.currency === 'EUR' ? formatAmount(purchase.amountCents, 'EUR', locale) : null;
