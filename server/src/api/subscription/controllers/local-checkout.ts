import { refusal } from '../../../lib/errors';
import type { ApiContext } from '../../../lib/api-context';
import { appLink } from '../../../lib/mailer';
import { chargedCents, priceLabel } from '../services/checkout/prices';
import { madridDateTime, money } from '../../../lib/mailer/formats';
import { applyProviderEvent } from '../services/lifecycle/apply';
import { localEvents } from '../services/lifecycle/local-events';
import { WITHDRAWAL_NOTICE } from '../services/checkout/withdrawal-notice';

const UID = 'api::subscription.subscription';
const SESSION = /^cs_local_[a-f0-9]{48}$/;

type Row = {
  id: number;
  documentId: string;
  type: string;
  state: string;
  priceId: string;
  locale_used?: string;
  providerSubscriptionId: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean | null;
  amountCents: number | null;
  currency: string | null;
};

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
    vat: 'IVA incluido',
    portal: 'Tu suscripción (portal de pruebas)',
    portalNote: 'Portal local de desarrollo: aquí Stripe dejaría cambiar la tarjeta y ver las facturas. No hay ninguna tarjeta guardada y no se cobra nada.',
    endsAtPeriodEnd: 'Se cancela al final del periodo pagado.',
    changeMethod: 'Cambiar el método de pago',
    methodChanged: 'Hecho (simulado): en desarrollo no se guarda ninguna tarjeta ni se cobra nada.',
    back: 'Volver a Chispa',
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
    vat: 'VAT included',
    portal: 'Your subscription (test portal)',
    portalNote: 'Local development portal: this is where Stripe would let you change your card and see your invoices. No card is stored and nothing is charged.',
    endsAtPeriodEnd: 'It ends at the end of the paid period.',
    changeMethod: 'Change the payment method',
    methodChanged: 'Done (simulated): in development no card is stored and nothing is charged.',
    back: 'Back to Chispa',
  },
};

type Action = 'pay' | 'cancel' | 'expire' | 'renew' | 'fail' | 'cancel-at-period-end' | 'delete' | 'payment-method';
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
  'payment-method': 'changeMethod',
};

/** Where a subscription's "portal" can be opened: once it has been paid. */
const hasPortal = (subscription: Row) => subscription.state !== 'pending';
const PAGE_STYLE = `<style>body{font:16px/1.5 system-ui;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f1b2e}
.card{border:1px solid #e7ded4;border-radius:16px;padding:1.5rem}.amount{font-size:2rem;font-weight:800}button{font:inherit;font-weight:700;min-height:44px;padding:.5rem 1.2rem;border-radius:999px;border:1px solid #c2410c;cursor:pointer;margin:.25rem 0}
.pay{background:#c2410c;color:#fff}.other{background:#fff;color:#c2410c}</style>`;

/** The amount the row records (what the member was shown and charged), in the page's language. */
const amountOf = (subscription: Row, lang: 'es' | 'en') => money(lang, chargedCents(subscription), subscription.currency ?? 'EUR');
const labelOf = (subscription: Row, lang: 'es' | 'en') => priceLabel(subscription.priceId, lang);
const untilOf = (subscription: Row, lang: 'es' | 'en') =>
  subscription.currentPeriodEnd ? `<p>${WORDS[lang].until}: ${escape(madridDateTime(lang, new Date(subscription.currentPeriodEnd)))}</p>` : '';

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
    const actions = actionsFor(subscription);
    const notice = subscription.state === 'pending' ? `<p>${escape(WITHDRAWAL_NOTICE[subscription.type === 'single' ? 'single' : 'recurring'][lang])}</p>` : '';
    const buttons = actions
      .map((action) => `<form method="post" action="/api/checkout/local/${sessionId}/${action}"><button class="${action === 'pay' ? 'pay' : 'other'}" type="submit">${escape(t[LABELS[action]])}</button></form>`)
      .join('\n');
    ctx.type = 'html';
    ctx.body = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Chispa · ${t.title}</title>${PAGE_STYLE}</head><body><main class="card">
<h1>${t.title}</h1><p>${escape(labelOf(subscription, lang))}</p><p class="amount" data-amount-cents="${subscription.amountCents ?? ''}">${amountOf(subscription, lang)}</p><p>${t.vat}</p><p>${t.note}</p>${notice}
<p>${t.state}: <strong data-state="${escape(subscription.state)}">${escape(subscription.state)}</strong></p>${untilOf(subscription, lang)}
${buttons || `<p>${t.done}</p>`}
</main></body></html>`;
  },

  /** The local stand-in for Stripe's customer portal (POST /api/subscriptions/portal): the subscription, and a payment-method change that changes nothing. */
  async portal(ctx: ApiContext) {
    const { sessionId, subscription } = await localCheckout(ctx);
    if (!hasPortal(subscription)) throw refusal(404, 'checkout.notFound', 'There is no such subscription');
    const lang = subscription.locale_used === 'en' ? 'en' : 'es';
    const t = WORDS[lang];
    const changed = ctx.query.changed === '1' ? `<p role="status">${t.methodChanged}</p>` : '';
    ctx.type = 'html';
    ctx.body = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Chispa · ${t.portal}</title>${PAGE_STYLE}</head><body><main class="card">
<h1>${t.portal}</h1><p>${escape(labelOf(subscription, lang))}</p><p class="amount">${amountOf(subscription, lang)}</p><p>${t.vat}</p><p>${t.portalNote}</p>
<p>${t.state}: <strong data-state="${escape(subscription.state)}">${escape(subscription.state)}</strong></p>${untilOf(subscription, lang)}${subscription.cancelAtPeriodEnd ? `<p>${t.endsAtPeriodEnd}</p>` : ''}
${changed}<form method="post" action="/api/checkout/local/${sessionId}/payment-method"><button class="other" type="submit">${t.changeMethod}</button></form>
<p><a href="${escape(appLink('/profile'))}">${t.back}</a></p>
</main></body></html>`;
  },

  async act(ctx: ApiContext) {
    const { sessionId, subscription } = await localCheckout(ctx);
    const action = ctx.params.action as Action;
    if (action === 'payment-method' && hasPortal(subscription)) {
      // Nothing to change: the local checkout keeps no card and charges nothing.
      ctx.redirect(`/api/checkout/local/${sessionId}/portal?changed=1`);
      ctx.status = 303;
      return;
    }
    if (!actionsFor(subscription).includes(action)) throw refusal(409, 'checkout.notPossible', `A ${subscription.state} subscription cannot ${action}`);
    if (action === 'cancel') await strapi.service(UID).abandon(sessionId);
    else await play(action, sessionId, subscription);
    const back = action === 'pay' ? `/subscription/success?session_id=${sessionId}` : action === 'cancel' ? '/subscription/cancel' : null;
    ctx.redirect(back ? appLink(back) : `/api/checkout/local/${sessionId}`);
    ctx.status = 303;
  },
};
