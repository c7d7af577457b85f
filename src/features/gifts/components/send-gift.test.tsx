import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { startSession } from '../../../lib/session';
import { goToCheckout } from '../checkout-redirect';

// The browser's navigation to the payment page, which jsdom cannot follow.
vi.mock('../checkout-redirect', () => ({ goToCheckout: vi.fn() }));

const CHECKOUT = 'https://pay.chispa.example/api/checkout/local/cs_local_abc';

/** GET /api/prices with the gift at an amount no one would write in the app. */
const giftPrice = (amountCents = 2150) => ({
  id: 'la_que_toca',
  type: 'single',
  amountCents,
  currency: 'EUR',
  taxIncluded: true,
  taxPercent: 21,
  interval: null,
  intervalCount: null,
  termMonths: 12,
});
const giftHome = { ...emptyHome, 'GET /api/prices': () => json({ data: [giftPrice()] }) };

const CONSENT = { es: /Pido que el regalo se entregue ya/, en: /I ask for the gift to be delivered now/ };

async function openAndFill(email: string, confirmation: string, language: 'es' | 'en' = 'es', { consent = true } = {}) {
  startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
  const view = await renderApp('/sendGift', language);
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1 });
  const [emailLabel, confirmationLabel] =
    language === 'es' ? ['Correo electrónico de quien recibe el regalo', 'Repite el correo electrónico'] : ["Recipient's e-mail address", 'Repeat the e-mail address'];
  if (email) await user.type(screen.getByLabelText(emailLabel), email);
  if (confirmation) await user.type(screen.getByLabelText(confirmationLabel), confirmation);
  if (consent) {
    await screen.findByText(/IVA incluido|VAT included/);
    await user.click(screen.getByRole('checkbox', { name: CONSENT[language] }));
  }
  return { ...view, user };
}

const postsTo = (calls: Request[]) => calls.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/subscriptions');

describe('send gift page', () => {
  beforeEach(() => vi.mocked(goToCheckout).mockClear());

  it('posts the gift with the spec’s price and type, then sends the browser to the checkout', async () => {
    const { calls } = fakeApi({ ...giftHome, 'POST /api/subscriptions': () => json({ url: CHECKOUT, checkoutUrl: CHECKOUT }, 201) });
    const { user } = await openAndFill(' amiga@chispa.test ', 'amiga@chispa.test');
    await user.click(screen.getByRole('button', { name: 'Ir al pago' }));

    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT));
    const [sent] = postsTo(calls);
    expect(await sent!.json()).toEqual({
      locale: 'es',
      priceId: 'la_que_toca',
      type: 'single',
      targetEmail: 'amiga@chispa.test',
      consentImmediatePerformance: true,
      expectedAmountCents: 2150,
    });
    expect(new URL(sent!.url).searchParams.get('locale')).toBe('es');
    expect(sent!.headers.get('Authorization')).toBe('Bearer t');
    // The page is leaving: the button stays disabled.
    expect(screen.getByRole('button', { name: 'Preparando el pago…' })).toBeDisabled();
  });

  it('links its terms to the terms of use, where gifts and withdrawal are', async () => {
    fakeApi(giftHome);
    await openAndFill('amiga@chispa.test', 'amiga@chispa.test');
    expect(screen.getByRole('link', { name: 'Condiciones de los regalos' })).toHaveAttribute('href', '/legal#terms');
  });

  it('sends the English locale in English', async () => {
    const { calls } = fakeApi({ ...giftHome, 'POST /api/subscriptions': () => json({ url: CHECKOUT }, 201) });
    const { user } = await openAndFill('friend@chispa.test', 'friend@chispa.test', 'en');
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT));
    expect(await postsTo(calls)[0]!.json()).toMatchObject({ locale: 'en', targetEmail: 'friend@chispa.test' });
  });

  it('shows the spec’s mismatch key on the confirmation and sends nothing', async () => {
    const { calls } = fakeApi(giftHome);
    const { user } = await openAndFill('amiga@chispa.test', 'amigo@chispa.test');
    await user.click(screen.getByRole('button', { name: 'Ir al pago' }));

    expect(await screen.findByText('Los dos correos electrónicos no coinciden.')).toBeInTheDocument();
    expect(screen.getByLabelText('Repite el correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Correo electrónico de quien recibe el regalo')).not.toHaveAttribute('aria-invalid');
    expect(postsTo(calls)).toEqual([]);
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('asks for both addresses when the form is sent empty', async () => {
    fakeApi(giftHome);
    const { user } = await openAndFill('', '');
    await user.click(screen.getByRole('button', { name: 'Ir al pago' }));
    expect(await screen.findByText('Introduce el correo electrónico de quien recibe el regalo.')).toBeInTheDocument();
    expect(screen.getByText('Repite el correo electrónico para confirmarlo.')).toBeInTheDocument();
  });

  it('refuses the member’s own address', async () => {
    const { calls } = fakeApi(giftHome);
    const { user } = await openAndFill('demo@chispa.test', 'demo@chispa.test');
    await user.click(screen.getByRole('button', { name: 'Ir al pago' }));
    expect(await screen.findByText('Es el correo de tu cuenta: el regalo tiene que ser para otra persona.')).toBeInTheDocument();
    expect(postsTo(calls)).toEqual([]);
  });

  it('shows the generic subscription error when the server refuses, and lets the member try again', async () => {
    let answer = () => json({ data: null, error: { status: 500, name: 'InternalServerError', message: 'down', details: {} } }, 500);
    const { calls } = fakeApi({ ...giftHome, 'POST /api/subscriptions': () => answer() });
    const { user } = await openAndFill('amiga@chispa.test', 'amiga@chispa.test');
    await user.click(screen.getByRole('button', { name: 'Ir al pago' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No hemos podido completar la operación con la suscripción.');
    expect(goToCheckout).not.toHaveBeenCalled();

    answer = () => json({ url: CHECKOUT }, 201);
    await user.click(screen.getByRole('button', { name: 'Ir al pago' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT));
    expect(postsTo(calls)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says in words that payments are unavailable when the server has no payment settings', async () => {
    fakeApi({
      ...giftHome,
      'POST /api/subscriptions': () =>
        json({ data: null, error: { status: 503, name: 'ServiceUnavailableError', message: 'Payments are not available', details: { code: 'payments.unavailable' } } }, 503),
    });
    const { user } = await openAndFill('amiga@chispa.test', 'amiga@chispa.test');
    await user.click(screen.getByRole('button', { name: 'Ir al pago' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Los pagos no están disponibles en este servidor');
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('never sends the browser to an address that is not a web page', async () => {
    fakeApi({ ...giftHome, 'POST /api/subscriptions': () => json({ url: 'javascript:alert(1)' }, 201) });
    const { user } = await openAndFill('amiga@chispa.test', 'amiga@chispa.test');
    await user.click(screen.getByRole('button', { name: 'Ir al pago' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No hemos podido completar la operación con la suscripción.');
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('starts one checkout however many times the form is sent', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { calls } = fakeApi({
      ...giftHome,
      'POST /api/subscriptions': async () => {
        await held;
        return json({ url: CHECKOUT }, 201);
      },
    });
    const { user } = await openAndFill('amiga@chispa.test', 'amiga@chispa.test');
    const button = screen.getByRole('button', { name: 'Ir al pago' });
    await user.click(button);
    await waitFor(() => expect(postsTo(calls)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Preparando el pago…' })).toBeDisabled();
    fireEvent.submit(button.closest('form')!); // Enter pressed again, bypassing the disabled button
    fireEvent.submit(button.closest('form')!);
    release();
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledTimes(1));
    expect(postsTo(calls)).toHaveLength(1);
  });

  it('shows the gift’s price from the server with VAT, what it gives, receipts and the withdrawal right, and waits for the consent', async () => {
    const { calls } = fakeApi(giftHome);
    const { user } = await openAndFill('amiga@chispa.test', 'amiga@chispa.test', 'es', { consent: false });
    expect(await screen.findByText('21,50 € en un solo pago, IVA incluido')).toBeInTheDocument();
    expect(screen.getByText(/Da 12 meses de Chispa Premium a quien lo recibe\. No se renueva/)).toBeInTheDocument();
    expect(screen.getByText(/No da votos, boletos, inscripciones ni DIDs de más/)).toBeInTheDocument();
    expect(screen.getByText('Recibirás por correo un recibo o factura de cada pago.')).toBeInTheDocument();
    expect(screen.getByText(/Tienes 14 días desde el pago para desistir/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Condiciones de Premium y del desistimiento' })).toHaveAttribute('href', '/legal#terms');
    const pay = screen.getByRole('button', { name: 'Ir al pago' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription('Para pagar, marca antes la casilla de arriba.');
    fireEvent.submit(pay.closest('form')!); // Enter in a field, with the button disabled
    await user.click(screen.getByRole('checkbox', { name: CONSENT.es }));
    expect(pay).toBeEnabled();
    expect(postsTo(calls)).toEqual([]);
  });

  it('reads the new price when the server says it changed, keeping the addresses and the consent', async () => {
    let amount = 2150;
    const { calls } = fakeApi({
      ...emptyHome,
      'GET /api/prices': () => json({ data: [giftPrice(amount)] }),
      'POST /api/subscriptions': async (request) => {
        const body = (await request.clone().json()) as { expectedAmountCents: number };
        if (body.expectedAmountCents === 2490) return json({ url: CHECKOUT }, 201);
        amount = 2490;
        return json({ error: { status: 409, details: { code: 'subscription.priceChanged' } } }, 409);
      },
    });
    const { user } = await openAndFill('amiga@chispa.test', 'amiga@chispa.test');
    await user.click(screen.getByRole('button', { name: 'Ir al pago' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El precio ha cambiado desde que abriste esta página');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(await screen.findByText('24,90 € en un solo pago, IVA incluido')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico de quien recibe el regalo')).toHaveValue('amiga@chispa.test');
    expect(screen.getByRole('checkbox', { name: CONSENT.es })).toBeChecked();
    expect(goToCheckout).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Ir al pago' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT));
    expect(postsTo(calls)).toHaveLength(2);
  });

  it('offers no checkout while the price cannot be read', async () => {
    const { calls } = fakeApi({ ...emptyHome, 'GET /api/prices': () => json({ error: { status: 503 } }, 503) });
    const { user } = await openAndFill('amiga@chispa.test', 'amiga@chispa.test', 'es', { consent: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('No hemos podido consultar el precio ahora mismo.');
    await user.click(screen.getByRole('checkbox', { name: CONSENT.es }));
    const pay = screen.getByRole('button', { name: 'Ir al pago' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription('Podrás pagar cuando te hayamos enseñado el precio.');
    fireEvent.submit(pay.closest('form')!);
    expect(postsTo(calls)).toEqual([]);
  });

  it('sends a visitor to /login', async () => {
    fakeApi({});
    const { router } = await renderApp('/sendGift');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
