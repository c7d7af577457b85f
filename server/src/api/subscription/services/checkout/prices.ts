/** What members can buy. Stripe price ids come from the environment (STRIPE_PRICE_PREMIUM_MONTHLY, …). */
export const PRICES = {
  premium_monthly: { type: 'recurring', amountCents: 499, label: { es: 'Chispa Premium (mensual)', en: 'Chispa Premium (monthly)' } },
  la_que_toca: { type: 'single', amountCents: 1999, label: { es: 'Regalo: un año de Chispa Premium', en: 'Gift: one year of Chispa Premium' } },
} as const;

export type PriceId = keyof typeof PRICES;
export const isPriceId = (value: unknown): value is PriceId => typeof value === 'string' && Object.prototype.hasOwnProperty.call(PRICES, value);
export const stripePriceId = (priceId: PriceId) => process.env[`STRIPE_PRICE_${priceId.toUpperCase()}`];
