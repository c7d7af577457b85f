import * as v from 'valibot';
import { http } from '../../lib/http';
import { currentLanguage } from '../../lib/i18n';

/** The gift's fixed price and type (spec §7, after the API table). */
export const GIFT_PRICE_ID = 'la_que_toca';
export const GIFT_TYPE = 'single';

const isWebAddress = (url: string) => ['https:', 'http:'].includes(new URL(url).protocol);

/** The checkout the browser is sent to: only a web address, never a `javascript:` or other scheme. */
const CheckoutSchema = v.object({ url: v.pipe(v.string(), v.url(), v.check(isWebAddress)) });

/**
 * POST /api/subscriptions for a gift, with the giver's consent to immediate performance and the
 * amount they were shown (the server refuses another with 409 `subscription.priceChanged`); answers
 * the payment page's address.
 */
export async function startGiftCheckout(targetEmail: string, expectedAmountCents: number): Promise<string> {
  const body = await http
    .post('subscriptions', {
      json: { locale: currentLanguage(), priceId: GIFT_PRICE_ID, type: GIFT_TYPE, targetEmail, consentImmediatePerformance: true, expectedAmountCents },
    })
    .json();
  return v.parse(CheckoutSchema, body).url;
}
