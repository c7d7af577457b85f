import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/setup/render-app';
import { emptyHome, fakeApi, json } from '../../../../tests/setup/fake-api';
import { startSession } from '../../../lib/session';
import { userFixture, USER_ID } from '../../profile/test-fixtures';
import { listEntriesOf, listFailedOf } from '../../../offline/outbox/store';
import { addEntry, removeEntriesOf, settleEntry } from '../../../offline/outbox/sending-store';

const state = (method: string | null, offered = { census: true, postalCode: false, code: true }) => json({ data: { method, verifiedAt: method ? '2026-11-20T10:00:00.000Z' : null, offered } });
const refusal = (status: number, code: string) => () => json({ data: null, error: { status, name: 'Error', message: 'no', details: { code } } }, status);

function open(routes: Parameters<typeof fakeApi>[0], language: 'es' | 'en' = 'es') {
  const api = fakeApi({ ...emptyHome, 'GET /api/users/me': () => json(userFixture()), ...routes });
  startSession({ login: 'nuria@chispa.test', token: 't', userId: USER_ID });
  return { api, view: renderApp('/verify', language) };
}

beforeEach(async () => {
  await removeEntriesOf(USER_ID);
});

describe('verification page', () => {
  it('verifies by census, then sends again what the server refused for want of it', async () => {
    const vote = { id: 'v-held', userId: USER_ID, kind: 'vote' as const, payload: { project: 'p1', support: 1 as const }, meta: { title: 'Parque', type: 'humans' }, createdAt: 1, attempts: 0, nextAttemptAt: 0 };
    await addEntry(vote as never);
    await settleEntry('v-held', { id: 'v-held', userId: USER_ID, result: { outcome: 'rejected', entry: vote as never, status: 409, code: 'verification.required' } }, { ...vote, status: 409, code: 'verification.required', failedAt: 2 } as never);
    let verified = false;
    const { api } = open({
      'GET /api/verification': () => state(verified ? 'census' : null),
      'POST /api/verification/census': () => ((verified = true), json({ data: { method: 'census', verifiedAt: '2026-11-28T10:00:00.000Z' } })),
      // The resent vote waits: what matters here is that it left the refused list for the outbox.
      'POST /api/user-project-supports': () => new Promise<Response>(() => {}),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Aún no estás verificado.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Número de documento'), '12345678z');
    await user.type(screen.getByLabelText('Fecha de nacimiento'), '1990-05-15');
    await user.click(screen.getByRole('button', { name: 'Verificarme con el censo' }));
    expect(await screen.findByText(/Ya estás verificado/)).toHaveTextContent('Tu acción pendiente se envía ahora.');
    const sent = api.calls.find((request) => request.url.includes('/api/verification/census'))!;
    expect(await sent.json()).toEqual({ documentNumber: '12345678z', birthDate: '1990-05-15', postalCode: null });
    expect(await listFailedOf(USER_ID)).toEqual([]);
    expect((await listEntriesOf(USER_ID)).map((entry) => entry.id)).toEqual(['v-held']);
  });

  it.each([
    ['verification.census.checkLetter', 'es', 'La letra de este DNI o NIE no corresponde a su número'],
    ['verification.census.taken', 'en', 'These details have already verified another account'],
    ['age.under14', 'es', 'En Chispa participan personas de 14 años o más.'],
  ] as const)('says why the census did not verify the member: %s (%s)', async (code, language, message) => {
    open({ 'GET /api/verification': () => state(null), 'POST /api/verification/census': refusal(code === 'verification.census.taken' ? 409 : 400, code) }, language);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(language === 'es' ? 'Número de documento' : 'Document number'), '12345678A');
    await user.type(screen.getByLabelText(language === 'es' ? 'Fecha de nacimiento' : 'Birth date'), '1990-05-15');
    await user.click(screen.getByRole('button', { name: language === 'es' ? 'Verificarme con el censo' : 'Verify me with the census' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('verifies with a code shown as it will be read, and says what is already done', async () => {
    const { api } = open({ 'GET /api/verification': () => state('census', { census: true, postalCode: true, code: true }), 'POST /api/verification/code': () => json({ data: { method: 'code', verifiedAt: null } }) });
    expect(await screen.findByText('Estás verificado por el censo desde el 20 de noviembre de 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verificarme con el censo' })).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Código de invitación'), 'abcd efgh jkmn pqoo');
    expect(screen.getByLabelText('Código de invitación')).toHaveValue('ABCD-EFGH-JKMN-PQ00');
    await user.click(screen.getByRole('button', { name: 'Verificarme con el código' }));
    const sent = api.calls.find((request) => request.url.includes('/api/verification/code'))!;
    expect(await sent.json()).toEqual({ code: 'ABCD-EFGH-JKMN-PQ00' });
  });
});
