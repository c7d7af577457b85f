import Stripe from 'stripe';
import { refusal } from '../../../lib/errors';
import type { ApiContext } from '../../../lib/api-context';
import { applyProviderEvent, isProviderEvent } from '../services/lifecycle/apply';

const UNPARSED = Symbol.for('unparsedBody');
/** Stripe's own tolerance for a signature's age, in seconds; we hold a signature from the future to it too. */
const TOLERANCE_S = 300;

/** The signing time a `Stripe-Signature` header states (`t=…`), or null. */
const signedAt = (header: unknown) => {
  const match = typeof header === 'string' ? /(?:^|,)t=(\d{1,12})(?:,|$)/.exec(header) : null;
  return match ? Number(match[1]) : null;
};

/**
 * Stripe's webhook: each event signed with the webhook secret, verified, then applied once by its
 * id (services/lifecycle/): checkouts completed and expired, invoices paid and failed,
 * subscriptions updated and deleted. A bad signature changes nothing.
 */
export default {
  async receive(ctx: ApiContext) {
    const secret = process.env.STRIPE_WEBHOOK_SECRET;
    const raw = (ctx.request.body as { [UNPARSED]?: unknown } | undefined)?.[UNPARSED];
    if (!secret || typeof raw !== 'string') throw refusal(400, 'webhook.unverifiable', 'Webhook cannot be verified');
    let event: unknown;
    try {
      event = Stripe.webhooks.constructEvent(raw, ctx.get('stripe-signature'), secret, TOLERANCE_S);
    } catch {
      throw refusal(400, 'webhook.badSignature', 'Webhook signature does not match');
    }
    // Stripe's check refuses a signature too old, not one dated ahead: a header signed for a time to
    // come would stay replayable for as long (it still needs the secret, so this is defence in depth).
    const at = signedAt(ctx.get('stripe-signature'));
    if (at === null || at > Date.now() / 1000 + TOLERANCE_S) throw refusal(400, 'webhook.badTimestamp', 'Webhook signature is dated in the future');
    if (!isProviderEvent(event)) throw refusal(400, 'webhook.malformed', 'Webhook event is not an event');
    ctx.body = { received: true, outcome: await applyProviderEvent(strapi, event) };
  },
};
