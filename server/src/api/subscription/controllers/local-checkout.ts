import { refusal } from '../../../lib/errors';
import { appLink } from '../../../lib/mailer';
import { PRICES, isPriceId } from '../services/checkout/prices';

const UID = 'api::subscription.subscription';
const SESSION = /^cs_local_[a-f0-9]{48}$/;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function pendingCheckout(ctx: any) {
  const { sessionId } = ctx.params;
  if (!SESSION.test(sessionId)) throw refusal(404, 'checkout.notFound', 'There is no such checkout');
  const subscription = await strapi.db.query(UID).findOne({ where: { checkoutSessionId: sessionId } });
  if (!subscription) throw refusal(404, 'checkout.notFound', 'There is no such checkout');
  return { sessionId: sessionId as string, subscription };
}

/** The local stand-in for a payment provider's checkout page (development and tests only). */
export default {
  async page(ctx: any) {
    const { sessionId, subscription } = await pendingCheckout(ctx);
    const lang = subscription.locale_used === 'en' ? 'en' : 'es';
    const priceId: unknown = subscription.priceId;
    const price = isPriceId(priceId) ? PRICES[priceId] : null;
    const amount = price ? new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(price.amountCents / 100) : '';
    const t = lang === 'es'
      ? { title: 'Pago de prueba', note: 'Pasarela local de desarrollo: no se cobra nada.', pay: 'Pagar', cancel: 'Cancelar', done: 'Este pago ya se ha procesado.' }
      : { title: 'Test checkout', note: 'Local development checkout: nothing is charged.', pay: 'Pay', cancel: 'Cancel', done: 'This checkout has already been processed.' };
    const pending = subscription.state === 'pending';
    ctx.type = 'html';
    ctx.body = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Chispa · ${t.title}</title><style>body{font:16px/1.5 system-ui;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f1b2e}
.card{border:1px solid #e7ded4;border-radius:16px;padding:1.5rem}.amount{font-size:2rem;font-weight:800}button{font:inherit;font-weight:700;min-height:44px;padding:.5rem 1.2rem;border-radius:999px;border:1px solid #c2410c;cursor:pointer}
.pay{background:#c2410c;color:#fff}.cancel{background:#fff;color:#c2410c}form{display:inline}</style></head><body><main class="card">
<h1>${t.title}</h1><p>${escape(price ? price.label[lang] : subscription.priceId)}</p><p class="amount">${amount}</p><p>${t.note}</p>
${pending ? `<form method="post" action="/api/checkout/local/${sessionId}/pay"><button class="pay" type="submit">${t.pay}</button></form>
<form method="post" action="/api/checkout/local/${sessionId}/cancel"><button class="cancel" type="submit">${t.cancel}</button></form>` : `<p>${t.done}</p>`}
</main></body></html>`;
  },

  async pay(ctx: any) {
    const { sessionId } = await pendingCheckout(ctx);
    await strapi.service(UID).complete(sessionId);
    ctx.redirect(appLink(`/subscription/success?session_id=${sessionId}`));
    ctx.status = 303;
  },

  async cancel(ctx: any) {
    const { sessionId } = await pendingCheckout(ctx);
    await strapi.service(UID).abandon(sessionId);
    ctx.redirect(appLink('/subscription/cancel'));
    ctx.status = 303;
  },
};
