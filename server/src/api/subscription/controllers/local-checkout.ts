import { refusal } from '../../../lib/errors';
import type { ApiContext } from '../../../lib/api-context';
import { appLink } from '../../../lib/mailer';
import { PRICES, isPriceId } from '../services/checkout/prices';
import { applyProviderEvent } from '../services/lifecycle/apply';
import { localEvents } from '../services/lifecycle/local-events';

const UID = 'api::subscription.subscription';
const SESSION = /^cs_local_[a-f0-9]{48}$/;

type Row = { id: number; documentId: string; type: string; state: string; priceId: string; locale_used?: string; providerSubscriptionId: string | null; currentPeriodEnd: string | null };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function localCheckout(ctx: ApiContext) {
  const { sessionId } = ctx.params;
  if (!SESSION.test(sessionId)) throw refusal(404, 'checkout.notFound', 'There is no such checkout');
  const subscription = (await strapi.db.query(UID).findOne({ where: { checkoutSessionId: sessionId } })) as Row | null;
  if (!subscription) throw refusal(404, 'checkout.notFound', 'There is no such checkout');
  return { sessionId, subscription };
}

const WORDS = {
  es: {
    title: 'Pago de prueba',
    note: 'Pasarela local de desarrollo: no se cobra nada. Cada botón envía a Chispa el aviso que enviaría Stripe.',
    pay: 'Pagar',
    cancel: 'Cancelar',
    expire: 'Dejar que caduque (checkout.session.expired)',
    renew: 'Renovar: cobro correcto (invoice.paid)',
    fail: 'Renovar: cobro fallido (invoice.payment_failed)',
    cancelAtPeriodEnd: 'Cancelar al final del periodo (customer.subscription.updated)',
    delete: 'Cancelar ya (customer.subscription.deleted)',
    state: 'Estado',
    until: 'Pagada hasta',
    done: 'Este pago ya se ha procesado.',
  },
  en: {
    title: 'Test checkout',
    note: 'Local development checkout: nothing is charged. Each button sends Chispa the event Stripe would send.',
    pay: 'Pay',
    cancel: 'Cancel',
    expire: 'Let it expire (checkout.session.expired)',
    renew: 'Renew: payment succeeds (invoice.paid)',
    fail: 'Renew: payment fails (invoice.payment_failed)',
    cancelAtPeriodEnd: 'Cancel at the period’s end (customer.subscription.updated)',
    delete: 'Cancel now (customer.subscription.deleted)',
    state: 'State',
    until: 'Paid until',
    done: 'This checkout has already been processed.',
  },
};

type Action = 'pay' | 'cancel' | 'expire' | 'renew' | 'fail' | 'cancel-at-period-end' | 'delete';
/** What each state of the subscription can be sent from here: a checkout's, then a live subscription's. */
const ACTIONS: Record<string, Action[]> = {
  pending: ['pay', 'cancel', 'expire'],
  active: ['renew', 'fail', 'cancel-at-period-end', 'delete'],
  past_due: ['renew', 'delete'],
  expired: ['renew', 'delete'],
};
const actionsFor = (subscription: Row): Action[] =>
  subscription.type === 'recurring' || subscription.state === 'pending' ? (ACTIONS[subscription.state] ?? []) : [];
const LABELS: Record<Action, keyof (typeof WORDS)['es']> = {
  pay: 'pay',
  cancel: 'cancel',
  expire: 'expire',
  renew: 'renew',
  fail: 'fail',
  'cancel-at-period-end': 'cancelAtPeriodEnd',
  delete: 'delete',
};

/** Plays `action` as Stripe would tell it: the events go through the webhook's own lifecycle. */
async function play(action: Action, sessionId: string, subscription: Row) {
  const reference = subscription.documentId;
  const seconds = (iso: string | null) => (iso ? Math.floor(Date.parse(iso) / 1000) : localEvents.nowSeconds());
  const live = { subscriptionId: subscription.providerSubscriptionId ?? '', reference };
  const events = [];
  if (action === 'pay') {
    const subscriptionId = subscription.type === 'recurring' ? localEvents.newSubscriptionId() : null;
    events.push(localEvents.checkoutCompleted(sessionId, reference, subscriptionId));
    if (subscriptionId) events.push(localEvents.invoice('invoice.paid', { subscriptionId, reference }, localEvents.nowSeconds()));
  } else if (action === 'expire') events.push(localEvents.checkoutExpired(sessionId, reference));
  else if (action === 'renew') events.push(localEvents.invoice('invoice.paid', live, Math.max(seconds(subscription.currentPeriodEnd), localEvents.nowSeconds())));
  else if (action === 'fail') events.push(localEvents.invoice('invoice.payment_failed', live, seconds(subscription.currentPeriodEnd)));
  else if (action === 'cancel-at-period-end') {
    events.push(localEvents.subscriptionUpdated(live, { status: 'active', cancelAtPeriodEnd: true, periodEnd: seconds(subscription.currentPeriodEnd) }));
  } else if (action === 'delete') events.push(localEvents.subscriptionDeleted(live));
  for (const event of events) await applyProviderEvent(strapi, event);
}

/** The local stand-in for a payment provider's checkout and its subscription events (development and tests only). */
export default {
  async page(ctx: ApiContext) {
    const { sessionId, subscription } = await localCheckout(ctx);
    const lang = subscription.locale_used === 'en' ? 'en' : 'es';
    const t = WORDS[lang];
    const priceId: unknown = subscription.priceId;
    const price = isPriceId(priceId) ? PRICES[priceId] : null;
    const amount = price ? new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(price.amountCents / 100) : '';
    const actions = actionsFor(subscription);
    const until = subscription.currentPeriodEnd
      ? `<p>${t.until}: ${escape(new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(new Date(subscription.currentPeriodEnd)))}</p>`
      : '';
    const buttons = actions
      .map((action) => `<form method="post" action="/api/checkout/local/${sessionId}/${action}"><button class="${action === 'pay' ? 'pay' : 'other'}" type="submit">${escape(t[LABELS[action]])}</button></form>`)
      .join('\n');
    ctx.type = 'html';
    ctx.body = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Chispa · ${t.title}</title><style>body{font:16px/1.5 system-ui;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f1b2e}
.card{border:1px solid #e7ded4;border-radius:16px;padding:1.5rem}.amount{font-size:2rem;font-weight:800}button{font:inherit;font-weight:700;min-height:44px;padding:.5rem 1.2rem;border-radius:999px;border:1px solid #c2410c;cursor:pointer;margin:.25rem 0}
.pay{background:#c2410c;color:#fff}.other{background:#fff;color:#c2410c}</style></head><body><main class="card">
<h1>${t.title}</h1><p>${escape(price ? price.label[lang] : subscription.priceId)}</p><p class="amount">${amount}</p><p>${t.note}</p>
<p>${t.state}: <strong data-state="${escape(subscription.state)}">${escape(subscription.state)}</strong></p>${until}
${buttons || `<p>${t.done}</p>`}
</main></body></html>`;
  },

  async act(ctx: ApiContext) {
    const { sessionId, subscription } = await localCheckout(ctx);
    const action = ctx.params.action as Action;
    if (!actionsFor(subscription).includes(action)) throw refusal(409, 'checkout.notPossible', `A ${subscription.state} subscription cannot ${action}`);
    if (action === 'cancel') await strapi.service(UID).abandon(sessionId);
    else await play(action, sessionId, subscription);
    const back = action === 'pay' ? `/subscription/success?session_id=${sessionId}` : action === 'cancel' ? '/subscription/cancel' : null;
    ctx.redirect(back ? appLink(back) : `/api/checkout/local/${sessionId}`);
    ctx.status = 303;
  },
};
