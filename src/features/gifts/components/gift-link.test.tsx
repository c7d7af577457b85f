import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { startSession } from '../../../lib/session';
import { userFixture, USER_ID } from '../../profile/test-fixtures';

const TOKEN = 'a'.repeat(48);
const refusal = (status: number, code: string) => () => json({ data: null, error: { status, name: 'Error', message: 'no', details: { code } } }, status);

function signedIn(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ ...emptyHome, 'GET /api/users/me': () => json(userFixture()), ...routes });
  startSession({ login: 'nuria@chispa.test', token: 't', userId: USER_ID });
  return api;
}

describe('a gift link opened by a signed-in member', () => {
  it('goes from the registration page to the gift page, applies the gift once and says until when', async () => {
    const { calls } = signedIn({ 'POST /api/gifts/redeem': () => json({ data: { premiumUntil: '2027-11-28T19:00:00.000Z' } }) });
    const { router } = await renderApp(`/registration?token=${TOKEN}&email=nuria%40chispa.test`);
    expect(await screen.findByRole('heading', { level: 1, name: '¡Ya tienes Chispa Premium!' })).toHaveFocus();
    expect(screen.getByText('El regalo ya está en tu cuenta: tienes Chispa Premium hasta el 28 de noviembre de 2027.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/gift');
    const sent = calls.filter((request) => request.url.includes('/api/gifts/redeem'));
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual({ token: TOKEN });
  });

  it.each([
    [409, 'gift.otherAddress', 'es', 'Este regalo es para otra dirección de correo.'],
    [409, 'gift.used', 'en', 'This gift has already been applied to another account.'],
    [409, 'gift.expired', 'es', 'Este enlace de regalo ha caducado.'],
    [404, 'gift.notFound', 'en', 'This gift link is not valid.'],
  ] as const)('says why a %s %s link did not apply (%s)', async (status, code, language, message) => {
    signedIn({ 'POST /api/gifts/redeem': refusal(status, code) });
    await renderApp(`/gift?token=${TOKEN}`, language);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: /Intentarlo|Try again/ })).toBeNull();
  });

  it('offers to try again when the server could not answer, and applies it then', async () => {
    let fail = true;
    signedIn({ 'POST /api/gifts/redeem': () => (fail ? json({ error: { status: 503 } }, 503) : json({ data: { premiumUntil: '2027-11-28T19:00:00.000Z' } })) });
    await renderApp(`/gift?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Intentarlo de nuevo' }));
    expect(await screen.findByRole('heading', { level: 1, name: '¡Ya tienes Chispa Premium!' })).toBeInTheDocument();
  });
});
