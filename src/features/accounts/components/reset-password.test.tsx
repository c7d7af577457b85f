import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/setup/render-app';
import { fakeApi, json } from '../../../../tests/setup/fake-api';
import { getSession, startSession } from '../../../lib/session';

const refusal = (code: string, status = 400) => json({ data: null, error: { status, name: 'BadRequestError', message: 'x', details: { code } } }, status);
const FAILED = 'No hemos podido completar la operación. Si vienes de un enlace, puede que haya caducado o ya se haya usado: pide uno nuevo.';
const WRONG_TOKEN = 'Este enlace no es válido: le falta el código. Abre el enlace completo del correo o pide uno nuevo.';

async function typePasswords(password: string, confirmation: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Nueva contraseña' });
  if (password) await user.type(screen.getByLabelText('Nueva contraseña'), password);
  if (confirmation) await user.type(screen.getByLabelText('Repite la contraseña'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
}

describe('reset page without a code', () => {
  it('shows the wrong-token message, no form, and a way to ask for a new link', async () => {
    fakeApi({});
    await renderApp('/reset');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(WRONG_TOKEN);
    expect(screen.queryByLabelText('Nueva contraseña')).toBeNull();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute('href', '/sendResetPassword');
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it('also shows the error of the query, translated', async () => {
    fakeApi({});
    await renderApp('/reset?error=resetPassword.invalidCode');
    await screen.findByRole('heading', { level: 1, name: 'Nueva contraseña' });
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([FAILED, WRONG_TOKEN]);
  });
});

describe('reset page with a code', () => {
  it('shows the new-password form and the spec’s messages', async () => {
    const { calls } = fakeApi({});
    await renderApp('/reset?code=abc123');
    await typePasswords('', '');
    expect(await screen.findByText('Introduce una contraseña.')).toBeInTheDocument();
    expect(screen.getByText('Repite la contraseña.')).toBeInTheDocument();
    expect(calls.filter((r) => r.url.includes('/api/'))).toEqual([]);
  });

  it('refuses short and mismatching passwords before asking the server', async () => {
    const { calls } = fakeApi({});
    await renderApp('/reset?code=abc123');
    await typePasswords('short', 'short');
    expect(await screen.findByText('La contraseña debe tener entre 8 y 255 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('La confirmación debe tener entre 8 y 255 caracteres.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Nueva contraseña'));
    await user.type(screen.getByLabelText('Nueva contraseña'), 'a-new-password');
    await user.clear(screen.getByLabelText('Repite la contraseña'));
    await user.type(screen.getByLabelText('Repite la contraseña'), 'another-one');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nueva contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((r) => r.url.includes('/api/'))).toEqual([]);
  });

  it('sends { code, password, passwordConfirmation } and goes to /login with a success toast', async () => {
    const { calls } = fakeApi({ 'POST /api/auth/reset-password': () => json({ ok: true, email: 'nuria@chispa.test' }) });
    const { router } = await renderApp('/reset?code=abc123');
    await typePasswords('a-new-password', 'a-new-password');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeInTheDocument();
    expect(await screen.findByText('Tu contraseña está lista. Ya puedes iniciar sesión.')).toBeInTheDocument();
    const sent = calls.find((r) => r.url.includes('/api/auth/reset-password'))!;
    expect(await sent.json()).toEqual({ code: 'abc123', password: 'a-new-password', passwordConfirmation: 'a-new-password' });
  });

  it('keeps a code of digits as the text it was in the link', async () => {
    const { calls } = fakeApi({ 'POST /api/auth/reset-password': () => json({ ok: true, email: 'nuria@chispa.test' }) });
    const { router } = await renderApp('/reset?code=123456789');
    await typePasswords('a-new-password', 'a-new-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await calls.find((r) => r.url.includes('/reset-password'))!.json()).toMatchObject({ code: '123456789' });
  });

  it('ends the session of the member whose password changed, so /login is shown', async () => {
    fakeApi({ 'POST /api/auth/reset-password': () => json({ ok: true, email: 'nuria@chispa.test' }) });
    startSession({ login: 'Nuria@chispa.test', token: 't', userId: 7 });
    const { router } = await renderApp('/reset?code=abc123');
    await typePasswords('a-new-password', 'a-new-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
  });

  it('shows resetPasswordFailed when the server refuses the code, and stays', async () => {
    fakeApi({ 'POST /api/auth/reset-password': () => refusal('resetPassword.invalidCode') });
    const { router } = await renderApp('/reset?code=expired');
    await typePasswords('a-new-password', 'a-new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(router.state.location.pathname).toBe('/reset');
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute('href', '/sendResetPassword');
  });

  it('says an expired link has expired (issue 12: codes last one hour), with the way to a new one', async () => {
    fakeApi({ 'POST /api/auth/reset-password': () => refusal('resetPassword.errors.expiredCode') });
    await renderApp('/reset?code=abc123');
    await typePasswords('a-new-password', 'a-new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace ha caducado. Pide uno nuevo.');
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute('href', '/sendResetPassword');
  });

  it('says the network failed', async () => {
    fakeApi({
      'POST /api/auth/reset-password': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await renderApp('/reset?code=abc123');
    await typePasswords('a-new-password', 'a-new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('No hay conexión. Comprueba tu red e inténtalo de nuevo.');
  });

  it('shows the error of the query above the form until the member tries again', async () => {
    fakeApi({ 'POST /api/auth/reset-password': () => refusal('resetPassword.passwordsDontMatch') });
    await renderApp('/reset?code=abc123&error=resetPassword.passwordsDontMatch');
    expect(await screen.findByRole('alert')).toHaveTextContent('Las contraseñas no coinciden.');
    expect(screen.getByLabelText('Nueva contraseña')).toBeInTheDocument();
  });

  it('never shows the query error as it is: unknown text gets the generic translated message', async () => {
    fakeApi({});
    await renderApp(`/reset?code=abc123&error=${encodeURIComponent('<img src=x onerror=alert(1)>Call 555-0100')}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(document.body.textContent).not.toContain('555-0100');
    expect(document.querySelector('main img')).toBeNull();
  });

  it('speaks English when English is chosen', async () => {
    fakeApi({});
    await renderApp('/reset', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'New password' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid: its code is missing.');
  });
});
