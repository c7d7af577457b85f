import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endSession, getSession, startSession } from '../../lib/session';
import { fakeApi, json } from '../../../tests/setup/fake-api';
import { sendWithoutOutbox } from './direct-send';
import { NotSentError } from './not-sent-error';
import { AuthenticationError } from '../../lib/http';
import { resetConnectivity } from '../outbox/connectivity';
import type { KindData } from '../outbox/entry-schemas';

const VOTE: KindData = { kind: 'vote', payload: { support: 1, project: 'p1' }, meta: {} };
const PROOF = { data: { documentId: 'v1' }, meta: { replayed: false } };

beforeEach(() => {
  resetConnectivity();
  startSession({ login: 'alba@chispa.test', token: 'old', userId: 3 });
});
afterEach(() => endSession());

describe('sending without an outbox (no IndexedDB)', () => {
  it('delivers straight to the server and answers the settled result', async () => {
    const { calls } = fakeApi({ 'POST /api/user-project-supports': () => json(PROOF, 201) });
    const [result] = await sendWithoutOutbox(VOTE, 3);
    expect(result).toMatchObject({ outcome: 'sent', status: 201 });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer old');
    expect(calls[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says it was not sent when offline, and repeats the same request (same key) when the member tries again', async () => {
    let online = false;
    const { calls } = fakeApi({ 'POST /api/user-project-supports': () => (online ? json(PROOF, 201) : Promise.reject(new TypeError('Failed to fetch'))) });
    await expect(sendWithoutOutbox(VOTE, 3)).rejects.toBeInstanceOf(NotSentError);
    online = true;
    await sendWithoutOutbox(VOTE, 3);
    expect(calls.map((call) => call.headers.get('Idempotency-Key'))).toEqual([calls[0]!.headers.get('Idempotency-Key'), calls[0]!.headers.get('Idempotency-Key')]);
  });

  it('never takes a portal’s page for a delivery', async () => {
    fakeApi({ 'POST /api/user-project-supports': () => new Response('<html>Wi-Fi</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }) });
    await expect(sendWithoutOutbox(VOTE, 3)).rejects.toBeInstanceOf(NotSentError);
  });

  it('refreshes an expired token once; a refused session ends', async () => {
    fakeApi({
      'POST /api/user-project-supports': (request) =>
        request.headers.get('Authorization') === 'Bearer fresh' ? json(PROOF, 201) : json({ data: null, error: { status: 401, details: {} } }, 401),
      'POST /api/auth/refresh': () => json({ jwt: 'fresh' }),
    });
    expect((await sendWithoutOutbox(VOTE, 3))[0]!.outcome).toBe('sent');
    expect(getSession()?.token).toBe('fresh');

    fakeApi({
      'POST /api/user-project-supports': () => json({ data: null, error: { status: 401, details: {} } }, 401),
      'POST /api/auth/refresh': () => json({ data: null, error: { status: 401, details: {} } }, 401),
    });
    await expect(sendWithoutOutbox(VOTE, 3)).rejects.toBeInstanceOf(AuthenticationError);
    expect(getSession()).toBeNull();
  });
});
