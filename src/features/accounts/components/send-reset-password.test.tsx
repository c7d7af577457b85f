import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { startSession } from '../../../lib/session';

vi.mock('./AntiRobotCheck', () => import('../../../../tests/setup/anti-robot-check'));

async function askFor(email: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Recupera tu contraseña' });
  const field = screen.getByLabelText('Correo electrónico');
  await user.clear(field);
  if (email) await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
}

describe('send reset password page', () => {
  it('is reached from the login page', async () => {
    fakeApi({});
    const { router } = await renderApp('/login');
    await userEvent.setup().click(await screen.findByRole('link', { name: '¿Has olvidado tu contraseña?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recupera tu contraseña' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sendResetPassword');
  });

  it('needs a valid e-mail and calls nothing until it has one', async () => {
    const { calls } = fakeApi({});
    await renderApp('/sendResetPassword');
    await askFor('');
    expect(await screen.findByText('Introduce tu correo electrónico.')).toBeInTheDocument();
    await askFor('nuria@');
    expect(await screen.findByText('Introduce un correo electrónico válido.')).toBeInTheDocument();
    expect(calls.filter((r) => r.url.includes('/api/'))).toEqual([]);
  });

  it('asks the server to mail a link, then says so with a link back to /login', async () => {
    const { calls } = fakeApi({ 'POST /api/auth/forgot-password': () => json({ ok: true }) });
    await renderApp('/sendResetPassword');
    await askFor(' nuria@chispa.test ');

    expect(await screen.findByRole('heading', { level: 1, name: 'Revisa tu correo' })).toHaveFocus();
    expect(screen.getByText('Si hay una cuenta con nuria@chispa.test, te hemos enviado un enlace para elegir una contraseña nueva.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Enviar enlace' })).toBeNull();
    const sent = calls.find((r) => r.url.includes('/api/auth/forgot-password'))!;
    expect(await sent.json()).toEqual({ email: 'nuria@chispa.test', locale: 'es', altcha: 'solved-check' });
  });

  it('shows resetPasswordFailed when the server refuses, and keeps the form', async () => {
    fakeApi({ 'POST /api/auth/forgot-password': () => json({ data: null, error: { status: 400, details: { code: 'validation.invalid' } } }, 400) });
    await renderApp('/sendResetPassword');
    await askFor('nuria@chispa.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('No hemos podido completar la operación.');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('nuria@chispa.test');
  });

  it('says the network failed, or the server is down', async () => {
    let answer: () => Response = () => {
      throw new TypeError('Failed to fetch');
    };
    fakeApi({ 'POST /api/auth/forgot-password': () => answer() });
    await renderApp('/sendResetPassword');
    await askFor('nuria@chispa.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('No hay conexión. Comprueba tu red e inténtalo de nuevo.');

    answer = () => json({ error: { status: 503 } }, 503);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('El servidor no responde ahora mismo.'));
  });

  it('fills in the signed-in member’s e-mail (it is linked from the profile)', async () => {
    fakeApi(emptyHome);
    startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
    await renderApp('/sendResetPassword');
    await screen.findByRole('heading', { level: 1, name: 'Recupera tu contraseña' });
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('demo@chispa.test');
  });
});
