export default {
  routes: process.env.STRIPE_SECRET_KEY
    ? [{ method: 'POST', path: '/payments/stripe/webhook', handler: 'api::subscription.stripe-webhook.receive', config: { auth: false } }]
    : [],
};
