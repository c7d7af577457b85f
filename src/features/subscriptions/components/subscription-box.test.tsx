import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { startSession } from '../../../lib/session';
import { userFixture, USER_ID } from '../../profile/test-fixtures';
import { goTo } from '../redirect';

vi.mock('../redirect', () => ({ goTo: vi.fn() }));

type Handler = Parameters<typeof fakeApi>[0][string];

const subscription = (overrides: Record<string, unknown> = {}) => ({
  documentId: 's1',
  type: 'recurring',
  priceId: 'premium_monthly',
  state: 'active',
  provider: 'local',
  activatedAt: '2026-03-01T10:00:00.000Z',
  cancelledAt: null,
  createdAt: '2026-03-01T09:58:00.000Z',
  ...overrides,
});

const CHECKOUT = 'http://localhost:1337/api/checkout/local/cs_local_abc';
const PORTAL = 'https://billing.stripe.com/p/session/test_1';

/** GET /api/prices as the server answers it; an amount no one would write in the app, to tell it came from here. */
const price = (overrides: Record<string, unknown> = {}) => ({
  id: 'premium_monthly',
  type: 'recurring',
  amountCents: 577,
  currency: 'EUR',
  taxIncluded: true,
  taxPercent: 21,
  interval: 'month',
  intervalCount: 1,
  termMonths: null,
  ...overrides,
});
const GIFT_PRICE = price({ id: 'la_que_toca', type: 'single', amountCents: 1999, interval: null, intervalCount: null, termMonths: 12 });
const prices = (...items: Record<string, unknown>[]) => () => json({ data: items.length ? items : [price(), GIFT_PRICE] });
const CANCELLED = 'http://localhost:4173/subscription/cancel';

async function openBox(routes: Record<string, Handler> = {}, user: Record<string, unknown> = {}) {
  const api = fakeApi({
    ...emptyHome,
    'GET /api/users/me': () => json(userFixture(user)),
    'GET /api/subscriptions': () => json({ data: [], meta: {} }),
    'GET /api/prices': prices(),
    ...routes,
  });
  startSession({ login: 'nuria@chispa.test', token: 't', userId: USER_ID });
  await renderApp('/profile');
  const box = await screen.findByRole('region', { name: 'Chispa Premium' });
  await waitFor(() => expect(within(box).queryByText('Consultando tu suscripción…')).toBeNull());
  return { api, box };
}

const sent = (calls: Request[], method: string, path = '/api/subscriptions') => calls.filter((r) => r.method === method && new URL(r.url).pathname === path);

const CONSENT = /Pido que Premium empiece ya/;

/** Ticks the consent, once the price has been read, and answers the pay button. */
async function consentAndPay(box: HTMLElement, user = userEvent.setup()) {
  await within(box).findByText(/al mes, IVA incluido/);
  await user.click(within(box).getByRole('checkbox', { name: CONSENT }));
  const pay = within(box).getByRole('button', { name: 'Hazte Premium' });
  await user.click(pay);
  return { user, pay };
}

beforeEach(() => {
  vi.mocked(goTo).mockClear();
});

describe('subscription box on the profile', () => {
  it('reads the member’s plan among subscriptions only (the gifts they bought apart) and offers Premium, with its price, to a member without one', async () => {
    const { api, box } = await openBox();
    // The member's plan is read among subscriptions only; the gifts they bought, apart (to withdraw from one).
    const types = sent(api.calls, 'GET').map((request) => new URL(request.url).searchParams.get('filters[type][$eq]'));
    expect(types.sort()).toEqual(['recurring', 'single']);
    expect(await within(box).findByText('5,77 € al mes, IVA incluido')).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Cancelar la suscripción' })).toBeNull();
  });

  it('subscribes: sends locale, premium_monthly, recurring, the consent and the amount shown, and goes to the checkout url, with one request however many clicks', async () => {
    const { api, box } = await openBox({
      'POST /api/subscriptions': () => new Promise((resolve) => setTimeout(() => resolve(json({ url: CHECKOUT, checkoutUrl: CHECKOUT }, 201)), 50)),
    });
    const { user, pay: button } = await consentAndPay(box);
    expect(within(box).getByRole('button', { name: 'Abriendo el pago…' })).toBeDisabled();
    await user.click(button);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(CHECKOUT));
    expect(sent(api.calls, 'POST')).toHaveLength(1);
    expect(await sent(api.calls, 'POST')[0]!.json()).toEqual({
      locale: 'es',
      priceId: 'premium_monthly',
      type: 'recurring',
      consentImmediatePerformance: true,
      expectedAmountCents: 577,
    });
    expect(within(box).getByRole('button', { name: 'Abriendo el pago…' })).toBeDisabled();
  });

  it('shows subscription.errors.genericServerError when the checkout cannot start, and lets the member try again', async () => {
    const { box } = await openBox({ 'POST /api/subscriptions': () => json({ error: { status: 500, details: { code: 'internal' } } }, 500) });
    await consentAndPay(box);
    expect(await within(box).findByRole('alert')).toHaveTextContent('No hemos podido completar la operación con la suscripción.');
    expect(within(box).getByRole('alert')).toHaveFocus();
    expect(within(box).getByRole('button', { name: 'Hazte Premium' })).toBeEnabled();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('says the member is already Premium when the server answers subscription.alreadyActive, and reads the subscription again', async () => {
    let active = false;
    const { box } = await openBox({
      'GET /api/subscriptions': () => json({ data: active ? [subscription()] : [], meta: {} }),
      'POST /api/subscriptions': () => {
        active = true;
        return json({ error: { status: 409, details: { code: 'subscription.alreadyActive' } } }, 409);
      },
    });
    await consentAndPay(box);
    expect(await within(box).findByRole('alert')).toHaveTextContent('Ya tienes Chispa Premium.');
    expect(await within(box).findByRole('button', { name: 'Cancelar la suscripción' })).toBeInTheDocument();
  });

  it('says in words that payments are unavailable when the server answers payments.unavailable', async () => {
    const { box } = await openBox({
      'GET /api/subscriptions': () => json({ data: [], meta: {} }),
      'POST /api/subscriptions': () => json({ error: { status: 503, details: { code: 'payments.unavailable' } } }, 503),
    });
    await consentAndPay(box);
    expect(await within(box).findByRole('alert')).toHaveTextContent('Los pagos no están disponibles en este servidor');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('shows an active subscription since its date and cancels it for the paid period’s end after the member confirms, going to the url', async () => {
    const { api, box } = await openBox({
      'GET /api/subscriptions': () => json({ data: [subscription({ currentPeriodEnd: '2026-04-01T10:00:00.000Z' })], meta: {} }),
      'DELETE /api/subscriptions': () => json({ url: CANCELLED }),
    }, { userType: 'premium' });
    expect(within(box).getByText(/Tienes Chispa Premium\. Desde el 1 de marzo de 2026\./)).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Hazte Premium' })).toBeNull();
    const user = userEvent.setup();

    await user.click(within(box).getByRole('button', { name: 'Cancelar la suscripción' }));
    expect(within(box).getByText(/Seguro que quieres cancelar/)).toHaveTextContent('Tu Premium seguirá hasta el 1 de abril de 2026; después no se renovará ni se te cobrará más.');
    expect(within(box).getByRole('button', { name: 'Sí, cancelar' })).toHaveAccessibleDescription(/Tu Premium seguirá hasta el 1 de abril de 2026/);
    await user.click(within(box).getByRole('button', { name: 'No, mantenerla' }));
    expect(sent(api.calls, 'DELETE')).toHaveLength(0);

    await user.click(within(box).getByRole('button', { name: 'Cancelar la suscripción' }));
    await user.click(within(box).getByRole('button', { name: 'Sí, cancelar' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(CANCELLED));
    expect(sent(api.calls, 'DELETE')).toHaveLength(1);
  });

  it('shows the generic error when cancelling fails', async () => {
    const { box } = await openBox({
      'GET /api/subscriptions': () => json({ data: [subscription()], meta: {} }),
      'DELETE /api/subscriptions': () => json({ error: { status: 502 } }, 502),
    });
    const user = userEvent.setup();
    await user.click(within(box).getByRole('button', { name: 'Cancelar la suscripción' }));
    await user.click(within(box).getByRole('button', { name: 'Sí, cancelar' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('No hemos podido completar la operación con la suscripción.');
    expect(goTo).not.toHaveBeenCalled();
    expect(within(box).getByRole('button', { name: 'Cancelar la suscripción' })).toBeEnabled();
  });

  it('lets the member try again after an unpaid checkout', async () => {
    const { box } = await openBox({ 'GET /api/subscriptions': () => json({ data: [subscription({ state: 'pending', activatedAt: null })], meta: {} }) });
    expect(within(box).getByText(/Tienes un pago sin completar/)).toBeInTheDocument();
    await within(box).findByText(/al mes, IVA incluido/);
    expect(within(box).getByRole('checkbox', { name: CONSENT })).toBeEnabled();
  });

  it('says when the last subscription ended', async () => {
    const { box } = await openBox({
      'GET /api/subscriptions': () => json({ data: [subscription({ state: 'cancelled', cancelledAt: '2026-04-10T08:00:00.000Z' })], meta: {} }),
    });
    expect(within(box).getByText('Tu suscripción terminó el 10 de abril de 2026.')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Hazte Premium' })).toBeInTheDocument();
  });

  it('shows a gift’s Premium with nothing to buy or cancel', async () => {
    const { box } = await openBox({}, { userType: 'premium' });
    expect(within(box).getByText('Tienes Chispa Premium gracias a un regalo.')).toBeInTheDocument();
    expect(within(box).queryByRole('button')).toBeNull();
  });

  it('says until when a gift gives Premium', async () => {
    const { box } = await openBox({ 'GET /api/gifts/mine': () => json({ data: { premiumUntil: '2027-11-28T19:00:00.000Z' } }) }, { userType: 'premium' });
    expect(await within(box).findByText('Tienes Chispa Premium de regalo hasta el 28 de noviembre de 2027.')).toBeInTheDocument();
    expect(within(box).queryByRole('button')).toBeNull();
  });

  it('shows the generic error with a retry when the subscription cannot be read', async () => {
    let fail = true;
    const { box } = await openBox({ 'GET /api/subscriptions': () => (fail ? json({ error: { status: 500 } }, 500) : json({ data: [], meta: {} })) });
    expect(within(box).getByRole('alert')).toHaveTextContent('No hemos podido completar la operación con la suscripción.');
    fail = false;
    await userEvent.setup().click(within(box).getByRole('button', { name: 'Reintentar' }));
    expect(await within(box).findByRole('button', { name: 'Hazte Premium' })).toBeInTheDocument();
  });
});

describe('subscription box: what the payment provider last told (issue 33)', () => {
  const list = (...items: Record<string, unknown>[]) => ({ 'GET /api/subscriptions': () => json({ data: items, meta: {} }) });

  it('says what Premium gives, and links to giving it to someone else', async () => {
    const { box } = await openBox({}, { userType: 'premium' });
    expect(within(box).getByText(/No da votos, boletos, inscripciones ni DIDs de más/)).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Regalar Chispa Premium a otra persona' })).toHaveAttribute('href', '/sendGift');
  });

  it('shows when an active subscription renews', async () => {
    const { box } = await openBox(list(subscription({ currentPeriodEnd: '2026-04-01T10:00:00.000Z', cancelAtPeriodEnd: false })), { userType: 'premium' });
    expect(within(box).getByText('Se renueva el 1 de abril de 2026.')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Cancelar la suscripción' })).toBeEnabled();
  });

  it('shows Premium until the period’s end for a subscription cancelled at Stripe, with nothing left to cancel', async () => {
    const { box } = await openBox(list(subscription({ currentPeriodEnd: '2026-04-01T10:00:00.000Z', cancelAtPeriodEnd: true })), { userType: 'premium' });
    expect(within(box).getByText(/sigues teniendo Premium hasta el 1 de abril de 2026/)).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Cancelar la suscripción' })).toBeNull();
  });

  it('says a renewal could not be charged, and that cancelling then ends the subscription now', async () => {
    const { box } = await openBox(list(subscription({ state: 'past_due', currentPeriodEnd: '2026-04-01T10:00:00.000Z' })));
    expect(within(box).getByText(/No se ha podido cobrar la renovación/)).toBeInTheDocument();
    await userEvent.setup().click(within(box).getByRole('button', { name: 'Cancelar la suscripción' }));
    expect(within(box).getByText(/no queda periodo pagado: la suscripción termina ahora/)).toBeInTheDocument();
    expect(within(box).queryByText(/Tu Premium seguirá hasta/)).toBeNull();
  });

  it('no longer speaks of a payment once Stripe let the unpaid checkout expire', async () => {
    const { box } = await openBox(list(subscription({ state: 'expired', activatedAt: null, cancelledAt: '2026-03-02T09:58:00.000Z' })));
    expect(within(box).queryByText(/pago sin completar/)).toBeNull();
    expect(within(box).queryByText(/Tu suscripción terminó/)).toBeNull();
    expect(within(box).getByRole('button', { name: 'Hazte Premium' })).toBeInTheDocument();
  });
});

describe('subscription box: Premium honestly sold (issue 53)', () => {
  const list = (...items: Record<string, unknown>[]) => ({ 'GET /api/subscriptions': () => json({ data: items, meta: {} }) });
  const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

  it('shows, before the checkout, the price read from the server with VAT and its period, the renewal, what Premium gives and does not, receipts and the withdrawal right', async () => {
    const { box } = await openBox();
    expect(await within(box).findByText('5,77 € al mes, IVA incluido')).toBeInTheDocument();
    expect(within(box).getByText(/Se renueva cada mes hasta que lo canceles\./)).toBeInTheDocument();
    expect(within(box).getByText(/No da votos, boletos, inscripciones ni DIDs de más/)).toBeInTheDocument();
    expect(within(box).getByText(/solo el perfil dice que se tiene Chispa Premium/)).toBeInTheDocument();
    expect(within(box).getByText('Recibirás por correo un recibo o factura de cada pago.')).toBeInTheDocument();
    expect(within(box).getByText(/Tienes 14 días desde el pago para desistir/)).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Condiciones de Premium y del desistimiento' })).toHaveAttribute('href', '/legal#terms');
  });

  it('says the price in the member’s language, and a price of several months or a year as it is', async () => {
    fakeApi({
      ...emptyHome,
      'GET /api/users/me': () => json(userFixture()),
      'GET /api/subscriptions': () => json({ data: [], meta: {} }),
      'GET /api/prices': prices(price({ amountCents: 5400, interval: 'year' })),
    });
    startSession({ login: 'nuria@chispa.test', token: 't', userId: USER_ID });
    await renderApp('/profile', 'en');
    expect(await screen.findByText('€54.00 a year, VAT included')).toBeInTheDocument();
    expect(screen.getByText(/It renews every year until you cancel it\./)).toBeInTheDocument();
  });

  it('keeps the pay button disabled, saying why, until the consent is ticked; the consent is described by the price and the withdrawal right', async () => {
    const { box } = await openBox();
    await within(box).findByText('5,77 € al mes, IVA incluido');
    const pay = within(box).getByRole('button', { name: 'Hazte Premium' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription('Para pagar, marca antes la casilla de arriba.');
    const consent = within(box).getByRole('checkbox', { name: CONSENT });
    expect(consent).toBeRequired();
    expect(consent).toHaveAccessibleDescription(/5,77\s€ al mes, IVA incluido.*Tienes 14 días desde el pago para desistir/);
    const user = userEvent.setup();
    await user.click(consent);
    expect(pay).toBeEnabled();
    await user.click(consent);
    expect(pay).toBeDisabled();
  });

  it('reads the new price when the server says it changed, says so, and pays the new amount with the consent kept', async () => {
    let amountCents = 577;
    const { api, box } = await openBox({
      'GET /api/prices': () => json({ data: [price({ amountCents })] }),
      'POST /api/subscriptions': async (request) => {
        const body = (await request.clone().json()) as { expectedAmountCents: number };
        if (body.expectedAmountCents !== 650) {
          amountCents = 650;
          return json({ error: { status: 409, details: { code: 'subscription.priceChanged' } } }, 409);
        }
        return json({ url: CHECKOUT }, 201);
      },
    });
    const { user } = await consentAndPay(box);
    expect(await within(box).findByRole('alert')).toHaveTextContent('El precio ha cambiado desde que abriste esta página y no se te ha cobrado nada.');
    expect(within(box).getByRole('alert')).toHaveFocus();
    expect(await within(box).findByText('6,50 € al mes, IVA incluido')).toBeInTheDocument();
    expect(within(box).queryByText('5,77 € al mes, IVA incluido')).toBeNull();
    expect(within(box).getByRole('checkbox', { name: CONSENT })).toBeChecked();
    expect(goTo).not.toHaveBeenCalled();

    await user.click(within(box).getByRole('button', { name: 'Hazte Premium' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(CHECKOUT));
    const posts = sent(api.calls, 'POST');
    expect(await Promise.all(posts.map(async (r) => ((await r.json()) as { expectedAmountCents: number }).expectedAmountCents))).toEqual([577, 650]);
  });

  it.each([
    ['the server fails', () => json({ error: { status: 500 } }, 500)],
    ['the device is offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the price comes without its taxes', prices(price({ taxIncluded: false }))],
    ['there is no such price', prices(GIFT_PRICE)],
  ])('offers no checkout when %s: no price, the pay button disabled with a reason, and a retry', async (_what, answer) => {
    let failing = true;
    const { api, box } = await openBox({ 'GET /api/prices': () => (failing ? answer() : prices()()) });
    expect(await within(box).findByRole('alert')).toHaveTextContent('No hemos podido consultar el precio ahora mismo.');
    expect(within(box).queryByText(/IVA incluido/)).toBeNull();
    const user = userEvent.setup();
    await user.click(within(box).getByRole('checkbox', { name: CONSENT }));
    const pay = within(box).getByRole('button', { name: 'Hazte Premium' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription('Podrás pagar cuando te hayamos enseñado el precio.');
    expect(sent(api.calls, 'POST')).toHaveLength(0);

    failing = false;
    await user.click(within(box).getByRole('button', { name: 'Reintentar' }));
    expect(await within(box).findByText('5,77 € al mes, IVA incluido')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Hazte Premium' })).toBeEnabled();
  });

  it('says payments are unavailable when the server sells nothing, with no checkout', async () => {
    const { box } = await openBox({ 'GET /api/prices': () => json({ error: { status: 503, details: { code: 'payments.unavailable' } } }, 503) });
    expect(await within(box).findByRole('alert')).toHaveTextContent('Los pagos no están disponibles en este servidor');
    expect(within(box).getByRole('button', { name: 'Hazte Premium' })).toBeDisabled();
  });

  it('without a known end of the paid period, says Premium lasts until the period’s end', async () => {
    const { box } = await openBox(list(subscription()), { userType: 'premium' });
    await userEvent.setup().click(within(box).getByRole('button', { name: 'Cancelar la suscripción' }));
    expect(within(box).getByText(/Tu Premium seguirá hasta el final del periodo pagado/)).toBeInTheDocument();
  });

  it('offers the withdrawal within the 14 days, says what is refunded first, then shows the refunded amount and reads Premium again', async () => {
    let withdrawn = false;
    const { api, box } = await openBox(
      {
        'GET /api/subscriptions': () =>
          json({
            data: [withdrawn ? subscription({ state: 'cancelled', cancelledAt: new Date().toISOString() }) : subscription({ amountCents: 499, currency: 'EUR', withdrawableUntil: inDays(10) })],
            meta: {},
          }),
        'POST /api/subscriptions/withdraw': () => {
          withdrawn = true;
          return json({ data: { refundedCents: 432, currency: 'EUR', endedAt: new Date().toISOString() } });
        },
      },
      { userType: 'premium' },
    );
    expect(within(box).getByText(/^Hasta el .+ puedes desistir: Premium termina en el acto/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(box).getByRole('button', { name: 'Desistir y recibir el reembolso' }));
    expect(within(box).getByText(/¿Desistir de Chispa Premium\?/)).toHaveTextContent('se te reembolsará lo pagado (4,99 €) menos la parte de los días que ya lo has tenido');
    await user.click(within(box).getByRole('button', { name: 'No, mantenerla' }));
    expect(sent(api.calls, 'POST', '/api/subscriptions/withdraw')).toHaveLength(0);

    await user.click(within(box).getByRole('button', { name: 'Desistir y recibir el reembolso' }));
    await user.click(within(box).getByRole('button', { name: 'Sí, desistir' }));
    expect(await within(box).findByRole('status')).toHaveTextContent('Has desistido: tu Premium ha terminado y se te reembolsan 4,32 € en el medio de pago que usaste.');
    expect(sent(api.calls, 'POST', '/api/subscriptions/withdraw')).toHaveLength(1);
    expect(await sent(api.calls, 'POST', '/api/subscriptions/withdraw')[0]!.text()).toBe(''); // the member's own subscription: no gift named
    await waitFor(() => expect(sent(api.calls, 'GET').length).toBeGreaterThan(2));
    expect(goTo).not.toHaveBeenCalled();
  });

  it('offers no withdrawal once its date has passed', async () => {
    const { box } = await openBox(list(subscription({ withdrawableUntil: inDays(-1) })), { userType: 'premium' });
    expect(within(box).getByRole('button', { name: 'Cancelar la suscripción' })).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Desistir y recibir el reembolso' })).toBeNull();
  });

  it('says the 14 days are over when the server answers withdrawalPeriodOver, and reads the subscription again', async () => {
    let reads = 0;
    const { box } = await openBox(
      {
        'GET /api/subscriptions': (request) => {
          if (new URL(request.url).searchParams.get('filters[type][$eq]') === 'single') return json({ data: [], meta: {} });
          reads += 1;
          return json({ data: [subscription({ withdrawableUntil: inDays(reads === 1 ? 1 : -1) })], meta: {} });
        },
        'POST /api/subscriptions/withdraw': () => json({ error: { status: 409, details: { code: 'subscription.withdrawalPeriodOver' } } }, 409),
      },
      { userType: 'premium' },
    );
    const user = userEvent.setup();
    await user.click(within(box).getByRole('button', { name: 'Desistir y recibir el reembolso' }));
    await user.click(within(box).getByRole('button', { name: 'Sí, desistir' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('Ya han pasado los 14 días para desistir.');
    await waitFor(() => expect(within(box).queryByRole('button', { name: 'Desistir y recibir el reembolso' })).toBeNull());
    expect(within(box).getByRole('alert')).toHaveTextContent('Ya han pasado los 14 días para desistir.');
  });

  it('sends the member to the payment method’s page', async () => {
    const { api, box } = await openBox({ ...list(subscription()), 'POST /api/subscriptions/portal': () => json({ url: PORTAL }) }, { userType: 'premium' });
    await userEvent.setup().click(within(box).getByRole('button', { name: 'Gestionar la forma de pago' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(PORTAL));
    expect(sent(api.calls, 'POST', '/api/subscriptions/portal')).toHaveLength(1);
  });

  it('never follows a portal address that is not a web page', async () => {
    const { box } = await openBox({ ...list(subscription()), 'POST /api/subscriptions/portal': () => json({ url: 'javascript:alert(1)' }) }, { userType: 'premium' });
    await userEvent.setup().click(within(box).getByRole('button', { name: 'Gestionar la forma de pago' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('No hemos podido completar la operación con la suscripción.');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('lists the gifts the member may still withdraw from, and withdraws one with everything refunded', async () => {
    let withdrawn = false;
    const gift = subscription({ documentId: 'g1', type: 'single', priceId: 'la_que_toca', amountCents: 1999, currency: 'EUR', withdrawableUntil: inDays(12) });
    const spent = subscription({ documentId: 'g0', type: 'single', priceId: 'la_que_toca', amountCents: 1999, currency: 'EUR', withdrawableUntil: null });
    const { api, box } = await openBox({
      'GET /api/subscriptions': (request) =>
        json({ data: new URL(request.url).searchParams.get('filters[type][$eq]') === 'single' ? (withdrawn ? [spent] : [gift, spent]) : [], meta: {} }),
      'POST /api/subscriptions/withdraw': () => {
        withdrawn = true;
        return json({ data: { refundedCents: 1999, currency: 'EUR', endedAt: new Date().toISOString() } });
      },
    });
    const gifts = await within(box).findByRole('heading', { name: 'Regalos que has hecho' });
    const list = within(gifts.parentElement!).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText(/^Regalo de 19,99\s€ pagado el 1 de marzo de 2026\. Aún no se ha aplicado a ninguna cuenta: hasta el .+ puedes desistir y se te devuelve todo\.$/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Desistir del regalo y recibir el reembolso' }));
    expect(within(list).getByText(/¿Desistir de este regalo\? Se te devolverá todo lo que pagaste/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Sí, desistir' }));
    expect(await within(box).findByRole('status')).toHaveTextContent('Has desistido del regalo: se te reembolsan 19,99 € en el medio de pago que usaste y su enlace ya no funciona.');
    expect(await sent(api.calls, 'POST', '/api/subscriptions/withdraw')[0]!.json()).toEqual({ documentId: 'g1' });
    await waitFor(() => expect(within(box).queryByRole('heading', { name: 'Regalos que has hecho' })).toBeNull());
  });

  it('says receipts are mailed for every payment of a live subscription', async () => {
    const { box } = await openBox(list(subscription()), { userType: 'premium' });
    expect(within(box).getByText('Recibirás por correo un recibo o factura de cada pago.')).toBeInTheDocument();
  });
});
