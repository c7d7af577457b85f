import { refusal } from '../../../../lib/errors';
import { checkoutProvider } from './index';
import { PRICE_IDS, PRICES, taxPercent, type PriceId } from './prices';
import type { CheckoutProvider } from './provider';

/** A price as `GET /api/prices` shows it and the checkout charges it (docs/decisions/money/prices-include-vat.md). */
export type PriceQuote = {
  id: PriceId;
  type: 'recurring' | 'single';
  amountCents: number;
  currency: 'EUR';
  taxIncluded: true;
  taxPercent: number | null;
  interval: 'month' | 'year' | null;
  intervalCount: number | null;
  termMonths: number | null;
};

/**
 * How long a provider's price is kept: Stripe's Price amounts cannot change (a new price is a new
 * Price, and a new id in the environment, which a restart reads), so a read stays true; the
 * few minutes only bound the requests to Stripe.
 */
const KEEP_MS = 5 * 60 * 1000;
const kept = new Map<PriceId, { quote: Promise<PriceQuote>; until: number }>();

export async function quoteOf(provider: CheckoutProvider, id: PriceId): Promise<PriceQuote> {
  const price = await provider.readPrice(id);
  // Only what the member is shown may be charged: tax added on top, or another currency, is not.
  if (price.taxBehavior === 'exclusive' || price.currency !== 'EUR') {
    throw new Error(`the ${provider.name} price of ${id} is ${price.currency}${price.taxBehavior === 'exclusive' ? ' with tax added on top' : ''}: prices are sold in EUR with IVA included`);
  }
  const { type, termMonths, interval, intervalCount } = PRICES[id];
  if ((type === 'recurring') !== (price.interval !== null)) throw new Error(`the ${provider.name} price of ${id} is not ${type === 'recurring' ? 'recurring' : 'a one-off payment'}`);
  // A withdrawal before the first invoice is told refunds by the period PRICES names: the provider's must be that one.
  if (type === 'recurring' && (price.interval !== interval || price.intervalCount !== intervalCount)) {
    throw new Error(`the ${provider.name} price of ${id} renews every ${price.intervalCount} ${price.interval}: it is sold as every ${intervalCount} ${interval}`);
  }
  return { id, type, amountCents: price.amountCents, currency: 'EUR', taxIncluded: true, taxPercent: taxPercent(), interval: price.interval, intervalCount: price.intervalCount, termMonths };
}

/** One price, as it will be charged: the provider's word, kept for a few minutes. */
export async function priceQuote(id: PriceId, at = Date.now()): Promise<PriceQuote> {
  const provider = checkoutProvider();
  const hit = kept.get(id);
  if (hit && hit.until > at) return hit.quote;
  const quote = quoteOf(provider, id);
  kept.set(id, { quote, until: at + KEEP_MS });
  // A failed read is not kept: the next request asks again.
  quote.catch(() => kept.delete(id));
  try {
    return await quote;
  } catch (error) {
    strapi.log.error(`prices: ${String(error)}`);
    throw refusal(503, 'payments.unavailable', 'Prices cannot be read from the payment provider now');
  }
}

/** Every price, in the order the app shows them. */
export const priceQuotes = () => Promise.all(PRICE_IDS.map((id) => priceQuote(id)));
