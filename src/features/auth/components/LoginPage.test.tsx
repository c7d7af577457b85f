import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { getSession, startSession } from '../../../lib/session';
import { projectFixture, projectPageFixture } from '../../../../tests/setup/fixtures';

const loginResponse = { jwt: 'jwt-1', user: { id: 1, email: 'demo@chispa.test' } };

async function fillAndSubmit(identifier: string, password: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Inicia sesión' });
  if (identifier) await user.type(screen.getByLabelText('Correo electrónico'), identifier);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login page', () => {
  it('shows the spec’s required-field messages in Spanish', async () => {
    fakeApi({});
    await renderApp('/login');
    await fillAndSubmit('', '');
    expect(await screen.findByText('Introduce tu correo electrónico.')).toBeInTheDocument();
    expect(screen.getByText('Introduce tu contraseña.')).toBeInTheDocument();
  });

  it('explains a malformed e-mail and a short password', async () => {
    fakeApi({});
    await renderApp('/login');
    await fillAndSubmit('demo@', 'short');
    expect(await screen.findByText('Introduce un correo electrónico válido.')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks English when English is chosen', async () => {
    fakeApi({});
    await renderApp('/login', 'en');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows incorrectCredentials when the server refuses, and keeps what was typed', async () => {
    fakeApi({ 'POST /api/auth/local': () => json({ error: { status: 400, message: 'Invalid identifier or password' } }, 400) });
    await renderApp('/login');
    await fillAndSubmit('demo@chispa.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('El correo o la contraseña no son correctos.');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('demo@chispa.test');
    expect(getSession()).toBeNull();
  });

  it('stores the session and goes to /?welcome=true on success', async () => {
    const { calls } = fakeApi({ ...emptyHome, 'POST /api/auth/local': () => json(loginResponse) });
    const { router } = await renderApp('/login');
    const visited: string[] = [];
    router.subscribe('onBeforeNavigate', ({ toLocation }) => visited.push(toLocation.href));
    await fillAndSubmit(' demo@chispa.test ', 'chispa-demo-2026');

    await waitFor(() => expect(getSession()).toEqual({ login: 'demo@chispa.test', token: 'jwt-1', userId: 1 }));
    await waitFor(() => expect(visited).toContain('/?welcome=true'));
    const sent = await calls.find((r) => r.url.includes('/auth/local'))!.json();
    expect(sent).toEqual({ identifier: 'demo@chispa.test', password: 'chispa-demo-2026', locale: 'es' });
  });

  it('sends a signed-in member straight to /?welcome=true', async () => {
    fakeApi(emptyHome);
    startSession({ login: 'demo@chispa.test', token: 't', userId: 1 });
    const { router } = await renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('secured routes', () => {
  it.each(['/projects', '/profile', '/igniters/abc'])('%s redirects a visitor to /login, naming the page to come back to', async (path) => {
    fakeApi({});
    const { router } = await renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: path });
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
  });

  it('opens the home page to a guest (decisions: guests see the home and project pages)', async () => {
    fakeApi(emptyHome);
    const { router } = await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows a guest the home page's cards with a sign-in button instead of the vote buttons, and no DIDs", async () => {
    fakeApi({ ...emptyHome, 'GET /api/project-search': () => json(projectPageFixture([projectFixture()])) });
    await renderApp('/');
    const card = await screen.findByRole('article', { name: 'Huertos urbanos en Nou Barris' }, { timeout: 8000 });
    expect(within(card).getByRole('link', { name: 'Inicia sesión para votar' })).toHaveAttribute('href', '/login?redirect=%2F');
    expect(within(card).queryByRole('button', { name: 'Apoyar' })).toBeNull();
    expect(screen.queryByTestId('did-balance')).toBeNull();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login?redirect=%2F');
  });

  it('brings a guest asked to sign in on a member page back to it once signed in', async () => {
    fakeApi({ ...emptyHome, 'POST /api/auth/local': () => json(loginResponse), 'GET /api/challenges': () => json({ data: [] }) });
    const { router } = await renderApp('/challenges');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await fillAndSubmit('demo@chispa.test', 'chispa-demo-2026');
    await waitFor(() => expect(router.state.location.href).toBe('/challenges'));
    expect(await screen.findByText('¡Hola de nuevo! Has iniciado sesión.')).toBeInTheDocument();
  });

  it.each(['https://evil.example/steal', '//evil.example/steal', '/\\evil.example', 'javascript:alert(1)'])(
    'never follows a redirect off the site (%s): the member lands on the home page',
    async (target) => {
      fakeApi({ ...emptyHome, 'POST /api/auth/local': () => json(loginResponse) });
      const { router } = await renderApp(`/login?redirect=${encodeURIComponent(target)}`);
      const visited: string[] = [];
      router.subscribe('onBeforeNavigate', ({ toLocation }) => visited.push(toLocation.href));
      await fillAndSubmit('demo@chispa.test', 'chispa-demo-2026');
      await waitFor(() => expect(visited).toContain('/?welcome=true'));
      expect(visited.every((href) => href.startsWith('/') && !href.startsWith('//'))).toBe(true);
      expect(window.location.href).not.toContain('evil.example');
    },
  );

  it('shows the not-found page for an unknown route', async () => {
    fakeApi({});
    await renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('greets the first login after registering with a welcome, not "¡Hola de nuevo!"', async () => {
    fakeApi({
      ...emptyHome,
      'POST /api/auth/reset-password': () => json({ ok: true, email: 'demo@chispa.test' }),
      'POST /api/auth/local': () => json(loginResponse),
    });
    const { router } = await renderApp('/reset?code=abc123&welcome=1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'chispa-demo-2026');
    await user.type(screen.getByLabelText('Repite la contraseña'), 'chispa-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await fillAndSubmit('demo@chispa.test', 'chispa-demo-2026');

    expect(await screen.findByText('¡Te damos la bienvenida a Chispa! Ya puedes votar proyectos y ganar DIDs.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText(/Hola de nuevo/)).toBeNull();
  });

  it('greets a later login with "¡Hola de nuevo!" (the welcome is used once)', async () => {
    sessionStorage.setItem('chispaFirstLogin', 'someone-else@chispa.test');
    fakeApi({ ...emptyHome, 'POST /api/auth/local': () => json(loginResponse) });
    await renderApp('/login');
    await fillAndSubmit('demo@chispa.test', 'chispa-demo-2026');
    expect(await screen.findByText('¡Hola de nuevo! Has iniciado sesión.')).toBeInTheDocument();
    expect(sessionStorage.getItem('chispaFirstLogin')).toBeNull();
  });
});
