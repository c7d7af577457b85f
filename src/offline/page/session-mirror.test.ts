import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeOutboxDb } from '../outbox/db';
import { readMirroredSession, writeMirroredSession } from '../outbox/store';
import { startSessionMirror } from './session-mirror';
import { endSession, getSession, startSession } from '../../lib/session';

let stop: (() => void) | undefined;

beforeEach(async () => {
  await closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(async () => {
  stop?.();
  await closeOutboxDb();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the session the service worker sees', () => {
  it('follows login, token renewal and logout', async () => {
    stop = await startSessionMirror();
    startSession({ login: 'alba@chispa.test', token: 't1', userId: 3 });
    await settle();
    expect(await readMirroredSession()).toMatchObject({ userId: 3, token: 't1' });
    startSession({ login: 'alba@chispa.test', token: 't2', userId: 3 });
    await settle();
    expect(await readMirroredSession()).toMatchObject({ token: 't2' });
    endSession();
    await settle();
    expect(await readMirroredSession()).toBeNull();
  });

  it('takes on start the token the worker renewed while no page was open', async () => {
    startSession({ login: 'alba@chispa.test', token: 'expired', userId: 3 });
    await writeMirroredSession({ userId: 3, token: 'renewed' });
    stop = await startSessionMirror();
    expect(getSession()?.token).toBe('renewed');
  });

  it("replaces another member's copy with this page's session", async () => {
    startSession({ login: 'alba@chispa.test', token: 'mine', userId: 3 });
    await writeMirroredSession({ userId: 8, token: 'theirs' });
    stop = await startSessionMirror();
    await settle();
    expect(getSession()?.token).toBe('mine');
    expect(await readMirroredSession()).toMatchObject({ userId: 3, token: 'mine' });
  });
});
