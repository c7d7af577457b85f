// Wherever Stripe can sign events for this server (its webhook secret is set), not only where it
// takes payments: the server tests sign events with a secret of their own.
export default {
  routes: process.env.STRIPE_WEBHOOK_SECRET
    ? [{ method: 'POST', path: '/payments/stripe/webhook', handler: 'api::subscription.stripe-webhook.receive', config: { auth: false } }]
    : [],
};
