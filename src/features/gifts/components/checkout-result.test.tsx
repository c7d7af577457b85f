import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi } from '../../../../tests/setup/fake-api';
import { startSession } from '../../../lib/session';

const signIn = () => startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });

describe('subscription success page', () => {
  it('thanks the member and shows the session_id from the query string', async () => {
    fakeApi(emptyHome);
    signIn();
    await renderApp('/subscription/success?session_id=cs_local_0a1b2c3d4e5f');
    expect(await screen.findByRole('heading', { level: 1, name: 'Suscripción completada' })).toBeInTheDocument();
    expect(screen.getByText(/El pago se ha completado/)).toBeInTheDocument();
    expect(screen.getByText('cs_local_0a1b2c3d4e5f')).toBeInTheDocument();
    expect(screen.getByText('Referencia del pago:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a tu perfil' })).toHaveAttribute('href', '/profile');
  });

  it('keeps a numeric session_id as it was written', async () => {
    fakeApi(emptyHome);
    signIn();
    await renderApp('/subscription/success?session_id=000123');
    await screen.findByRole('heading', { level: 1, name: 'Suscripción completada' });
    // The router reads 000123 as text (not valid JSON) and 123 as a number: both are shown as text.
    expect(screen.getByText('000123')).toBeInTheDocument();
  });

  it.each([
    ['without a session_id', '/subscription/success'],
    ['with an empty one', '/subscription/success?session_id='],
    ['with markup in it', `/subscription/success?session_id=${encodeURIComponent('<b>x</b>')}`],
    ['with an object in it', `/subscription/success?session_id=${encodeURIComponent('{"a":1}')}`],
  ])('still thanks the member %s, showing no reference', async (_what, path) => {
    fakeApi(emptyHome);
    signIn();
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Suscripción completada' })).toBeInTheDocument();
    expect(screen.queryByText('Referencia del pago:')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
  });

  it('speaks English in English', async () => {
    fakeApi(emptyHome);
    signIn();
    await renderApp('/subscription/success?session_id=cs_test_1', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription completed' })).toBeInTheDocument();
    expect(screen.getByText('Payment reference:')).toBeInTheDocument();
    expect(screen.getByText('cs_test_1')).toBeInTheDocument();
  });

  it('sends a visitor to /login', async () => {
    fakeApi({});
    const { router } = await renderApp('/subscription/success?session_id=cs_local_1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('subscription cancel page', () => {
  it('says, true for a checkout left and for a cancellation at the period’s end, that nothing more is charged, with a way back to the profile', async () => {
    fakeApi(emptyHome);
    signIn();
    await renderApp('/subscription/cancel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Suscripción cancelada' })).toBeInTheDocument();
    const text = screen.getByText(/^No se te cobrará nada más\./);
    expect(text).toHaveTextContent('Si has salido del pago sin terminarlo, no se te ha cobrado nada.');
    expect(text).toHaveTextContent('Si has cancelado tu suscripción, no se renovará y sigues teniendo Premium hasta el final del periodo ya pagado');
    expect(screen.getByRole('link', { name: 'Volver a tu perfil' })).toHaveAttribute('href', '/profile');
  });

  it('speaks English in English', async () => {
    fakeApi(emptyHome);
    signIn();
    await renderApp('/subscription/cancel', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription cancelled' })).toBeInTheDocument();
    expect(screen.getByText(/you keep Premium until the end of the period already paid/)).toBeInTheDocument();
  });
});
