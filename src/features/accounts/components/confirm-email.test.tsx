import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/setup/render-app';
import { fakeApi, json } from '../../../../tests/setup/fake-api';

const CODE = 'a'.repeat(64);
const refusal = (code: string) => () => json({ data: null, error: { status: 400, name: 'BadRequestError', message: 'no', details: { code } } }, 400);

describe('confirm e-mail page', () => {
  it('sends the mailed code only when the member presses the button, then says which address is now theirs', async () => {
    const { calls } = fakeApi({ 'POST /api/auth/email-change/confirm': () => json({ ok: true, email: 'nueva@chispa.test' }) });
    await renderApp(`/confirmEmail?code=${CODE}`);
    await screen.findByRole('heading', { level: 1, name: 'Confirma tu nuevo correo' });
    expect(calls.filter((r) => r.url.includes('/api/'))).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar mi nuevo correo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Correo confirmado' })).toHaveFocus();
    expect(screen.getByText('Tu correo ahora es nueva@chispa.test. Úsalo para iniciar sesión.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    const sent = calls.find((r) => r.url.includes('/api/auth/email-change/confirm'))!;
    expect(await sent.json()).toEqual({ code: CODE });
  });

  it.each([
    ['confirmEmail.errors.expiredCode', 'es', 'Este enlace ha caducado (dura 24 horas). Vuelve a pedir el cambio desde tu perfil.'],
    ['confirmEmail.errors.emailTaken', 'es', 'Otra cuenta usa ya este correo, así que no podemos aplicar el cambio.'],
    ['confirmEmail.errors.invalidCode', 'en', 'This link is not valid or has already been used. To change your e-mail, ask again from your profile.'],
    ['something.else', 'en', 'This link is not valid or has already been used. To change your e-mail, ask again from your profile.'],
  ] as const)('shows %s translated (%s)', async (code, language, message) => {
    fakeApi({ 'POST /api/auth/email-change/confirm': refusal(code) });
    await renderApp(`/confirmEmail?code=${CODE}`, language);
    const button = await screen.findByRole('button', { name: language === 'es' ? 'Confirmar mi nuevo correo' : 'Confirm my new e-mail' });
    await userEvent.setup().click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says the link is not valid when it carries no code, and sends nothing', async () => {
    const { calls } = fakeApi({});
    await renderApp('/confirmEmail');
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace no es válido o ya se ha usado.');
    expect(screen.queryByRole('button', { name: 'Confirmar mi nuevo correo' })).toBeNull();
    expect(calls.filter((r) => r.url.includes('/api/'))).toEqual([]);
  });
});
