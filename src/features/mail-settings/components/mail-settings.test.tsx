import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { startSession } from '../../../lib/session';
import { userFixture, USER_ID } from '../../profile/test-fixtures';

type Handler = Parameters<typeof fakeApi>[0][string];

const OFF = { mail: { updates: false, results: false, draws: false }, digest: 'immediate' };
const refusal = (code: string) => json({ data: null, error: { status: 400, name: 'BadRequestError', message: code, details: { code } } }, 400);

async function openProfile(routes: Record<string, Handler> = {}) {
  const saved: { body: unknown; locale: string | null }[] = [];
  fakeApi({
    ...emptyHome,
    'GET /api/users/me': () => json(userFixture()),
    'GET /api/subscriptions': () => json({ data: [], meta: {} }),
    'GET /api/notification-settings': () => json({ data: OFF }),
    'PUT /api/notification-settings': async (request) => {
      const body = await request.json();
      saved.push({ body, locale: new URL(request.url).searchParams.get('locale') });
      return json({ data: body });
    },
    ...routes,
  });
  startSession({ login: 'nuria@chispa.test', token: 't', userId: USER_ID });
  await renderApp('/profile');
  // The part is read lazily after the page: its first read on a cold test run takes a few seconds.
  const section = (await screen.findByRole('heading', { name: 'Correo' }, { timeout: 10_000 })).closest('section')!;
  return { saved, section: within(section as HTMLElement), user: userEvent.setup() };
}

describe('the profile’s mail settings', () => {
  it('start with every topic off, and save the member’s choice with a toast', async () => {
    const { saved, section, user } = await openProfile();
    const results = await section.findByRole('checkbox', { name: 'Resultados' }, { timeout: 5_000 });
    await section.findByRole('radio', { name: 'Al momento', checked: true });
    expect(section.getByRole('checkbox', { name: 'Novedades de los proyectos que sigues' })).not.toBeChecked();
    expect(results).not.toBeChecked();
    await user.click(results);
    await user.click(section.getByRole('radio', { name: 'Un resumen al día' }));
    await user.click(section.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Hemos guardado tus preferencias de correo.')).toBeInTheDocument();
    expect(saved).toEqual([{ body: { mail: { updates: false, results: true, draws: false }, digest: 'daily' }, locale: 'es' }]);
  }, 20_000);

  it('say why a save was refused, translated', async () => {
    const { section, user } = await openProfile({ 'PUT /api/notification-settings': () => refusal('notificationSettings.invalid') });
    await user.click(await section.findByRole('checkbox', { name: 'Sorteos' }));
    await user.click(section.getByRole('button', { name: 'Guardar' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Esas preferencias no son válidas.');
  }, 20_000);
});

describe('the unsubscribe page', () => {
  it('changes nothing until the member presses its button, then points to the settings', async () => {
    const posted: { token: string | null; body: unknown }[] = [];
    fakeApi({
      'POST /api/mail/unsubscribe': async (request) => {
        posted.push({ token: new URL(request.url).searchParams.get('token'), body: await request.json() });
        return json({ data: { unsubscribed: true } });
      },
    });
    await renderApp('/unsubscribe?token=1.abc.sig');
    const button = await screen.findByRole('button', { name: 'Darme de baja' }, { timeout: 10_000 });
    expect(posted).toEqual([]);
    await userEvent.setup().click(button);
    expect(await screen.findByRole('heading', { name: 'Listo: te has dado de baja' })).toBeInTheDocument();
    expect(posted).toEqual([{ token: '1.abc.sig', body: { 'List-Unsubscribe': 'One-Click' } }]);
    expect(screen.getByRole('link', { name: 'Ir a mis preferencias de correo' })).toHaveAttribute('href', '/profile#mail-settings');
  }, 20_000);

  it('says when a link is not valid (any more)', async () => {
    fakeApi({ 'POST /api/mail/unsubscribe': () => refusal('unsubscribe.invalidLink') });
    await renderApp('/unsubscribe?token=1.old.sig');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Darme de baja' }, { timeout: 10_000 }));
    expect(await screen.findByText(/Este enlace para darte de baja no es válido/)).toBeInTheDocument();
  }, 20_000);

  it('without a token, says so and offers no button', async () => {
    fakeApi({});
    await renderApp('/unsubscribe');
    expect(await screen.findByText(/Este enlace para darte de baja no es válido/, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Darme de baja' })).toBeNull();
  }, 20_000);
});
