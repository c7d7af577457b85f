import { describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { fakeApi, json } from '../../../tests/setup/fake-api';
import { enqueue } from '../outbox/flush';
import { withFlushLock } from '../outbox/flush-lock';
import { listEntriesOf } from '../outbox/store';
import { removeEntriesOf, updateEntry } from '../outbox/sending-store';
import { enqueueWrite, sendNow } from './page-outbox';

const PROOF = { data: { documentId: 'v1', support: 1 }, meta: { replayed: false } };

describe('sendNow ("Enviar ahora", the network back)', () => {
  it('pressed while another flush runs, sends once that flush is over, even an entry in its backoff', async () => {
    startSession({ login: 'demo@chispa.test', token: 't', userId: 42 });
    await removeEntriesOf(42);
    const entry = await enqueue({ kind: 'vote', payload: { support: 1, project: 'p1' }, meta: {} }, 42);
    await updateEntry({ ...entry, attempts: 3, nextAttemptAt: Date.now() + 60_000, lastError: 'offline' });
    const { calls } = fakeApi({ 'POST /api/user-project-supports': () => json(PROOF, 201) });

    // A retry timer's flush (or the worker's) holds the lock; it would skip the entry (backoff).
    let finishRunning!: () => void;
    const running = withFlushLock(() => new Promise<void>((resolve) => (finishRunning = resolve)));
    const pressed = sendNow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);

    finishRunning();
    await running;
    const results = await pressed;
    expect(results?.map((result) => [result.outcome, result.entry.id])).toEqual([['sent', entry.id]]);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(await listEntriesOf(42)).toEqual([]);
  });
});

describe('enqueueWrite', () => {
  it('stores actions while another flush runs (it read the queue before), and sends each once when that flush is over', async () => {
    startSession({ login: 'demo@chispa.test', token: 't', userId: 42 });
    await removeEntriesOf(42);
    const { calls } = fakeApi({ 'POST /api/user-project-supports': () => json(PROOF, 201) });

    let finishRunning!: () => void;
    const running = withFlushLock(() => new Promise<void>((resolve) => (finishRunning = resolve)));
    const entries = [];
    for (const project of ['p1', 'p2', 'p3']) entries.push(await enqueueWrite({ kind: 'vote', payload: { support: 1, project }, meta: {} }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);

    finishRunning();
    await running;
    await vi.waitFor(async () => expect(await listEntriesOf(42)).toEqual([]));
    const sent = calls.filter((call) => call.method === 'POST').map((call) => call.headers.get('Idempotency-Key'));
    expect(sent.sort()).toEqual(entries.map((entry) => entry!.id).sort());
  });
});
