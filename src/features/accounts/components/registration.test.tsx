import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { startSession } from '../../../lib/session';
import { analytics } from '../../../lib/analytics';
import { solvedCheck } from '../../../../tests/setup/anti-robot-check';

vi.mock('./AntiRobotCheck', () => import('../../../../tests/setup/anti-robot-check'));

const registered = (email: string) => json({ user: { email }, emailSent: true });
const refusal = (code: string, status = 400) => json({ data: null, error: { status, name: 'BadRequestError', message: 'x', details: { code } } }, status);

async function fill({ firstName = 'Núria', lastName = 'Vidal', email = 'nuria@chispa.test', referenceCode = '', ticks = true } = {}) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Crea tu cuenta' });
  if (firstName) await user.type(screen.getByLabelText('Nombre'), firstName);
  if (lastName) await user.type(screen.getByLabelText('Apellidos'), lastName);
  if (email) await user.type(screen.getByLabelText('Correo electrónico'), email);
  if (referenceCode) await user.type(screen.getByLabelText('Código de invitación de un amigo (opcional)'), referenceCode);
  if (ticks) {
    await user.click(screen.getByLabelText('He leído y acepto la política de privacidad.'));
    await user.click(screen.getByLabelText('Acepto los términos y condiciones de uso.'));
    await user.click(screen.getByLabelText('Tengo 14 años o más.'));
  }
  return user;
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

async function sentBody(calls: Request[]) {
  await waitFor(() => expect(calls.some((r) => r.url.includes('/api/auth/local/register'))).toBe(true));
  return (await calls.find((r) => r.url.includes('/api/auth/local/register'))!.json()) as Record<string, unknown>;
}

describe('registration page', () => {
  beforeEach(() => {
    solvedCheck.payload = 'solved-check';
    solvedCheck.resets = 0;
  });

  it('sends nothing while the anti-robot check has not passed, and says so', async () => {
    solvedCheck.payload = null;
    const { calls } = fakeApi({});
    await renderApp('/registration');
    const user = await fill();
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('La comprobación anti-robots no ha salido bien');
    expect(calls.filter((r) => r.url.includes('/api/'))).toEqual([]);
  });

  it('names a disposable address on its field, and solves a new check for the next try', async () => {
    fakeApi({ 'POST /api/auth/local/register': () => refusal('registration.errors.disposableEmail') });
    await renderApp('/registration');
    const user = await fill({ email: 'x@mailinator.com' });
    await submit(user);
    expect(await screen.findByText(/correo desechable/)).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(solvedCheck.resets).toBe(1);
  });

  it('shows every rule’s message when sent empty, and calls nothing', async () => {
    const { calls } = fakeApi({});
    await renderApp('/registration');
    const user = await fill({ firstName: '', lastName: '', email: '', ticks: false });
    await submit(user);
    expect(await screen.findByText('Introduce tu nombre (como máximo 225 caracteres).')).toBeInTheDocument();
    expect(screen.getByText('Introduce tus apellidos (como máximo 225 caracteres).')).toBeInTheDocument();
    expect(screen.getByText('Introduce tu correo electrónico (como máximo 500 caracteres).')).toBeInTheDocument();
    expect(screen.getByText('Para crear tu cuenta tienes que aceptar la política de privacidad.')).toBeInTheDocument();
    expect(screen.getByText('Para crear tu cuenta tienes que aceptar los términos y condiciones.')).toBeInTheDocument();
    expect(screen.getByText('Para crear tu cuenta tienes que tener 14 años o más.')).toBeInTheDocument();
    expect(calls.filter((r) => r.url.includes('/api/'))).toEqual([]);
  });

  it('refuses a 7-character reference code before asking the server', async () => {
    const { calls } = fakeApi({});
    await renderApp('/registration');
    const user = await fill({ referenceCode: 'ABCDEFG' });
    await submit(user);
    expect(await screen.findByText(/Este código de invitación no es válido/)).toBeInTheDocument();
    expect(screen.getByLabelText('Código de invitación de un amigo (opcional)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((r) => r.url.includes('/api/'))).toEqual([]);
  });

  it('sends what the server expects, with a generated password never shown, then names the e-mail and says a link was sent', async () => {
    const track = vi.spyOn(analytics, 'track');
    const { calls } = fakeApi({ 'POST /api/auth/local/register': async (request) => registered(((await request.json()) as { email: string }).email) });
    await renderApp('/registration?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=huertos&utm_content=cta&other=x');
    const user = await fill({ firstName: ' Núria ', email: ' nuria@chispa.test ' });
    await submit(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Revisa tu correo' })).toHaveFocus();
    expect(screen.getByText('Hemos enviado un enlace a nuria@chispa.test para que elijas tu contraseña. Cuando la guardes, tu cuenta quedará activada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Crear cuenta' })).toBeNull();

    const body = await sentBody(calls);
    expect(body).toEqual({
      email: 'nuria@chispa.test',
      username: 'nuria@chispa.test',
      password: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      userType: 'default',
      giftToken: null,
      locale: 'es',
      firstName: 'Núria',
      lastName: 'Vidal',
      referenceCode: null,
      privacyPolicy: true,
      termsAgreement: true,
      ageDeclaration: true,
      altcha: 'solved-check',
    });
    expect(document.body.textContent).not.toContain(body.password as string);
    expect(new URL(calls.find((r) => r.url.includes('/register'))!.url).searchParams.get('locale')).toBe('es');

    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith('user signup completed', {
      plan: 'Free',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'huertos',
      utm_content: 'cta',
    });
  });

  it('sends a new random password each time', async () => {
    const { calls } = fakeApi({ 'POST /api/auth/local/register': () => refusal('registration.errors.userAlreadyExists') });
    await renderApp('/registration');
    const user = await fill();
    await submit(user);
    await screen.findByRole('alert');
    await submit(user);
    await waitFor(() => expect(calls.filter((r) => r.url.includes('/register'))).toHaveLength(2));
    const [first, second] = await Promise.all(calls.filter((r) => r.url.includes('/register')).map((r) => r.json() as Promise<{ password: string }>));
    expect(first!.password).not.toBe(second!.password);
  });

  it('sends a reference code the member typed', async () => {
    const { calls } = fakeApi({ 'POST /api/auth/local/register': () => registered('nuria@chispa.test') });
    await renderApp('/registration');
    const user = await fill({ referenceCode: 'K7M2P9QX' });
    await submit(user);
    await screen.findByRole('heading', { name: 'Revisa tu correo' });
    expect((await sentBody(calls)).referenceCode).toBe('K7M2P9QX');
  });

  it('prefills and locks the e-mail from ?email= and sends the gift token from ?token=', async () => {
    const { calls } = fakeApi({ 'POST /api/auth/local/register': () => registered('ana+regalo@chispa.test') });
    await renderApp('/registration?token=gift-token-1&email=ana%2Bregalo%40chispa.test');
    await screen.findByRole('heading', { level: 1, name: 'Crea tu cuenta' });
    const email = screen.getByLabelText('Correo electrónico');
    expect(email).toHaveValue('ana+regalo@chispa.test');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText('Este correo viene de tu invitación y no se puede cambiar.')).toBeInTheDocument();
    expect(screen.getByText(/Te han regalado Chispa Premium/)).toBeInTheDocument();

    const user = await fill({ email: '' });
    await user.type(email, 'other@chispa.test');
    expect(email).toHaveValue('ana+regalo@chispa.test');
    await submit(user);

    expect(await screen.findByText(/Hemos enviado un enlace a ana\+regalo@chispa.test/)).toBeInTheDocument();
    expect(await sentBody(calls)).toMatchObject({ email: 'ana+regalo@chispa.test', username: 'ana+regalo@chispa.test', giftToken: 'gift-token-1' });
  });

  it('leaves a malformed ?email= editable, so the form can still be sent', async () => {
    fakeApi({});
    await renderApp('/registration?email=not-an-email');
    await screen.findByRole('heading', { level: 1, name: 'Crea tu cuenta' });
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('not-an-email');
    expect(screen.getByLabelText('Correo electrónico')).not.toHaveAttribute('readonly');
  });

  it('shows userAlreadyExists when the server refuses, keeps the form and tracks nothing', async () => {
    const track = vi.spyOn(analytics, 'track');
    fakeApi({ 'POST /api/auth/local/register': () => refusal('registration.errors.userAlreadyExists') });
    await renderApp('/registration');
    const user = await fill();
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('No hemos podido crear tu cuenta. Puede que ya exista una cuenta con este correo');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Núria');
    expect(track).not.toHaveBeenCalled();
  });

  it('shows an unknown referral code on its field', async () => {
    fakeApi({ 'POST /api/auth/local/register': () => refusal('registration.errors.wrongReferenceCode') });
    await renderApp('/registration');
    const user = await fill({ referenceCode: 'ZZZZZZZZ' });
    await submit(user);
    const field = screen.getByLabelText('Código de invitación de un amigo (opcional)');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(/Este código de invitación no es válido/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when a gift link does not fit', async () => {
    fakeApi({ 'POST /api/auth/local/register': () => refusal('registration.invalidGiftToken') });
    await renderApp('/registration?token=used&email=ana%40chispa.test');
    const user = await fill({ email: '' });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace de regalo no es válido para este correo o ya se ha usado.');
  });

  it('says when a gift link has expired', async () => {
    fakeApi({ 'POST /api/auth/local/register': () => refusal('registration.giftExpired') });
    await renderApp('/registration?token=old&email=ana%40chispa.test');
    const user = await fill({ email: '' });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace de regalo ha caducado (dura un año desde el pago).');
  });

  it('says the network failed rather than blaming the e-mail', async () => {
    fakeApi({
      'POST /api/auth/local/register': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await renderApp('/registration');
    const user = await fill();
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('No hay conexión. Comprueba tu red e inténtalo de nuevo.');
  });

  it('says the server is down on a 5xx', async () => {
    fakeApi({ 'POST /api/auth/local/register': () => json({ error: { status: 500 } }, 500) });
    await renderApp('/registration');
    const user = await fill();
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('El servidor no responde ahora mismo.');
  });

  it('links to /login and to the legal notice', async () => {
    fakeApi({});
    await renderApp('/registration');
    await screen.findByRole('heading', { level: 1, name: 'Crea tu cuenta' });
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Lee el aviso legal y la política de privacidad' })).toHaveAttribute('href', '/legal');
  });

  it('speaks English when English is chosen', async () => {
    fakeApi({});
    await renderApp('/registration', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
  });

  it('sends a signed-in member to /', async () => {
    fakeApi(emptyHome);
    startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
    const { router } = await renderApp('/registration');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Crea tu cuenta' })).toBeNull();
  });
});
