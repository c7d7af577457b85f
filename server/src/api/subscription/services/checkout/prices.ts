/**
 * What members can buy. In development this table is the price charged (the local checkout charges
 * nothing, and shows this); with Stripe, each price's amount, currency and period are read from
 * Stripe's Price (price-quotes.ts), whose id comes from the environment (STRIPE_PRICE_PREMIUM_MONTHLY, …).
 * Amounts include IVA (docs/decisions/money/prices-include-vat.md).
 */
export const PRICES = {
  premium_monthly: {
    type: 'recurring',
    amountCents: 499,
    currency: 'EUR',
    interval: 'month',
    intervalCount: 1,
    termMonths: null,
    label: { es: 'Chispa Premium (mensual)', en: 'Chispa Premium (monthly)' },
  },
  la_que_toca: {
    type: 'single',
    amountCents: 1999,
    currency: 'EUR',
    interval: null,
    intervalCount: null,
    // What the gift gives (lib/premium.ts GIFT_PREMIUM_MS: a year).
    termMonths: 12,
    label: { es: 'Regalo: un año de Chispa Premium', en: 'Gift: one year of Chispa Premium' },
  },
} as const;

export type PriceId = keyof typeof PRICES;
export const PRICE_IDS = Object.keys(PRICES) as PriceId[];
export const isPriceId = (value: unknown): value is PriceId => typeof value === 'string' && Object.prototype.hasOwnProperty.call(PRICES, value);
export const stripePriceId = (priceId: PriceId) => process.env[`STRIPE_PRICE_${priceId.toUpperCase()}`];

/** Spain's general IVA rate, which the prices include unless PRICES_TAX_PERCENT says otherwise. */
const DEFAULT_TAX_PERCENT = 21;

/**
 * The IVA rate the prices include, for the receipts' split: PRICES_TAX_PERCENT (a number from 0 to
 * 100), 21 when unset; null when set to `none` (an operator exempt from IVA, art. 20 LIVA).
 */
export function taxPercent(env: NodeJS.ProcessEnv = process.env): number | null {
  const setting = env.PRICES_TAX_PERCENT?.trim();
  if (!setting) return DEFAULT_TAX_PERCENT;
  if (setting.toLowerCase() === 'none') return null;
  const value = Number(setting);
  if (!Number.isFinite(value) || value < 0 || value > 100) throw new Error(`PRICES_TAX_PERCENT must be a number from 0 to 100, or none (it is ${setting})`);
  return value;
}

/** What a price is called on a receipt, a mail or the local checkout; an unknown id as it is. */
export const priceLabel = (priceId: string, language: 'es' | 'en') => (isPriceId(priceId) ? PRICES[priceId].label[language] : priceId);

/** What a purchase was charged: the amount its row records, else its price's (rows from before the amount was recorded). */
export const chargedCents = (row: { amountCents?: number | null; priceId: string }) => row.amountCents ?? (isPriceId(row.priceId) ? PRICES[row.priceId].amountCents : 0);
