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
const CANCELLED = 'http://localhost:4173/subscription/cancel';

async function openBox(routes: Record<string, Handler> = {}, user: Record<string, unknown> = {}) {
  const api = fakeApi({
    ...emptyHome,
    'GET /api/users/me': () => json(userFixture(user)),
    'GET /api/subscriptions': () => json({ data: [], meta: {} }),
    ...routes,
  });
  startSession({ login: 'nuria@chispa.test', token: 't', userId: USER_ID });
  await renderApp('/profile');
  const box = await screen.findByRole('region', { name: 'Chispa Premium' });
  await waitFor(() => expect(within(box).queryByText('Consultando tu suscripción…')).toBeNull());
  return { api, box };
}

const sent = (calls: Request[], method: string) => calls.filter((r) => r.method === method && new URL(r.url).pathname === '/api/subscriptions');

beforeEach(() => {
  vi.mocked(goTo).mockClear();
});

describe('subscription box on the profile', () => {
  it('asks only for subscriptions (not gifts) and offers Premium to a member without one', async () => {
    const { api, box } = await openBox();
    const listed = new URL(sent(api.calls, 'GET')[0]!.url);
    expect(listed.searchParams.get('filters[type][$eq]')).toBe('recurring');
    expect(within(box).getByRole('button', { name: 'Hazte Premium' })).toBeEnabled();
    expect(within(box).queryByRole('button', { name: 'Cancelar la suscripción' })).toBeNull();
  });

  it('subscribes: sends locale, premium_monthly and recurring, and goes to the checkout url, with one request however many clicks', async () => {
    const { api, box } = await openBox({
      'POST /api/subscriptions': () => new Promise((resolve) => setTimeout(() => resolve(json({ url: CHECKOUT, checkoutUrl: CHECKOUT }, 201)), 50)),
    });
    const button = within(box).getByRole('button', { name: 'Hazte Premium' });
    const user = userEvent.setup();
    await user.click(button);
    expect(within(box).getByRole('button', { name: 'Abriendo el pago…' })).toBeDisabled();
    await user.click(button);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(CHECKOUT));
    expect(sent(api.calls, 'POST')).toHaveLength(1);
    expect(await sent(api.calls, 'POST')[0]!.json()).toEqual({ locale: 'es', priceId: 'premium_monthly', type: 'recurring' });
    expect(within(box).getByRole('button', { name: 'Abriendo el pago…' })).toBeDisabled();
  });

  it('shows subscription.errors.genericServerError when the checkout cannot start, and lets the member try again', async () => {
    const { box } = await openBox({ 'POST /api/subscriptions': () => json({ error: { status: 500, details: { code: 'internal' } } }, 500) });
    await userEvent.setup().click(within(box).getByRole('button', { name: 'Hazte Premium' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('No hemos podido completar la operación con la suscripción.');
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
    await userEvent.setup().click(within(box).getByRole('button', { name: 'Hazte Premium' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('Ya tienes Chispa Premium.');
    expect(await within(box).findByRole('button', { name: 'Cancelar la suscripción' })).toBeInTheDocument();
  });

  it('says in words that payments are unavailable when the server answers payments.unavailable', async () => {
    const { box } = await openBox({
      'GET /api/subscriptions': () => json({ data: [], meta: {} }),
      'POST /api/subscriptions': () => json({ error: { status: 503, details: { code: 'payments.unavailable' } } }, 503),
    });
    await userEvent.setup().click(within(box).getByRole('button', { name: 'Hazte Premium' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('Los pagos no están disponibles en este servidor');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('shows an active subscription since its date and cancels it after the member confirms, going to the url', async () => {
    const { api, box } = await openBox({
      'GET /api/subscriptions': () => json({ data: [subscription()], meta: {} }),
      'DELETE /api/subscriptions': () => json({ url: CANCELLED }),
    }, { userType: 'premium' });
    expect(within(box).getByText(/Tienes Chispa Premium\. Desde el 1 de marzo de 2026\./)).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Hazte Premium' })).toBeNull();
    const user = userEvent.setup();

    await user.click(within(box).getByRole('button', { name: 'Cancelar la suscripción' }));
    expect(within(box).getByText(/Seguro que quieres cancelar/)).toBeInTheDocument();
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
    expect(within(box).getByRole('button', { name: 'Hazte Premium' })).toBeEnabled();
  });

  it('says when the last subscription ended', async () => {
    const { box } = await openBox({
      'GET /api/subscriptions': () => json({ data: [subscription({ state: 'cancelled', cancelledAt: '2026-04-10T08:00:00.000Z' })], meta: {} }),
    });
    expect(within(box).getByText('Tu suscripción terminó el 10 de abril de 2026.')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Hazte Premium' })).toBeEnabled();
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
    expect(await within(box).findByRole('button', { name: 'Hazte Premium' })).toBeEnabled();
  });
});

describe('subscription box: what the payment provider last told (issue 33)', () => {
  const list = (...items: Record<string, unknown>[]) => ({ 'GET /api/subscriptions': () => json({ data: items, meta: {} }) });

  it('says what Premium gives, and links to giving it to someone else', async () => {
    const { box } = await openBox();
    expect(within(box).getByText(/No da votos ni DIDs de más/)).toBeInTheDocument();
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

  it('says a renewal could not be charged', async () => {
    const { box } = await openBox(list(subscription({ state: 'past_due', currentPeriodEnd: '2026-04-01T10:00:00.000Z' })));
    expect(within(box).getByText(/No se ha podido cobrar la renovación/)).toBeInTheDocument();
  });

  it('no longer speaks of a payment once Stripe let the unpaid checkout expire', async () => {
    const { box } = await openBox(list(subscription({ state: 'expired', activatedAt: null, cancelledAt: '2026-03-02T09:58:00.000Z' })));
    expect(within(box).queryByText(/pago sin completar/)).toBeNull();
    expect(within(box).queryByText(/Tu suscripción terminó/)).toBeNull();
    expect(within(box).getByRole('button', { name: 'Hazte Premium' })).toBeEnabled();
  });
});
