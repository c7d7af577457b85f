import type { ApiContext } from '../../../lib/api-context';
import { priceQuotes } from '../services/checkout/price-quotes';

/**
 * GET /api/prices: what each thing costs, as the checkout will charge it (the provider's price, read
 * and kept a few minutes; docs/decisions/money/prices-include-vat.md). 503 `payments.unavailable` where
 * payments are not set up, or the provider cannot be read.
 */
export default {
  async list(ctx: ApiContext) {
    const data = await priceQuotes();
    // Short: a price changed at the provider reaches the app within minutes.
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = { data };
  },
};
