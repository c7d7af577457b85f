import * as v from 'valibot';
import { http, HTTPError } from '../../lib/http';
import { apiErrorCode } from '../../lib/api-error-code';

const RedeemedSchema = v.object({ data: v.object({ premiumUntil: v.pipe(v.string(), v.check((text) => !Number.isNaN(Date.parse(text)))) }) });

/** POST /api/gifts/redeem: a gift link followed by a signed-in member; answers until when the gift gives Premium. */
export async function redeemGiftLink(token: string): Promise<string> {
  return v.parse(RedeemedSchema, await http.post('gifts/redeem', { json: { token } }).json()).data.premiumUntil;
}

const KNOWN_CODES: Record<string, string> = {
  'gift.otherAddress': 'giftLink.errors.otherAddress',
  'gift.used': 'giftLink.errors.used',
  'gift.expired': 'giftLink.errors.expired',
  'gift.notFound': 'giftLink.errors.notFound',
};

/** The message for a link that did not apply: the server's reason, or the network's or the server's trouble (which a retry may mend). */
export async function giftLinkFailure(error: unknown): Promise<{ key: string; retry: boolean }> {
  if (error instanceof TypeError || (error instanceof HTTPError && error.response.status >= 500)) {
    return { key: error instanceof TypeError ? 'common.errors.network' : 'common.errors.server', retry: true };
  }
  const code = await apiErrorCode(error);
  return { key: (code && KNOWN_CODES[code]) ?? 'giftLink.errors.notFound', retry: false };
}
