// @vitest-environment node
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoff, CONCURRENCY, enqueue, flush, type FlushDeps } from './flush';
import { closeOutboxDb, outboxDb, type OutboxEntry } from './db';
import { listFailedOf, takeReportsOf } from './store';
import { addEntry, listEntries } from './sending-store';
import { classifyAnswer, type Delivery } from './send-entry';
import { MAX_BATCH, type BatchDelivery } from './send-batch';
import type { KindData } from './entry-schemas';

const ALBA = { userId: 1, token: 'alba-token' };
const BRUNO = { userId: 2, token: 'bruno-token' };

type Answer = { status: number; body: unknown };
/** A fake server: an HTTP answer (read as sendEntry reads our server's answers), or a throw for a network failure. */
type Server = (entry: OutboxEntry, token: string) => Answer | Promise<Answer>;

function deps(server: Server, overrides: Partial<FlushDeps> = {}) {
  const sent: { entry: OutboxEntry; token: string }[] = [];
  const batches: OutboxEntry[][] = [];
  const send = vi.fn(async (entry: OutboxEntry, token: string): Promise<Delivery> => {
    sent.push({ entry, token });
    try {
      const { status, body } = await server(entry, token);
      return classifyAnswer(status, body);
    } catch {
      return { kind: 'retry', reason: 'offline' };
    }
  });
  // The batch route as the server answers it: each entry as its own request would be; a network failure fails it whole.
  const sendBatch = vi.fn(async (entries: OutboxEntry[], token: string): Promise<BatchDelivery> => {
    batches.push(entries);
    try {
      const answers: Answer[] = [];
      for (const entry of entries) {
        sent.push({ entry, token });
        answers.push(await server(entry, token));
      }
      const deliveries = answers.map(({ status, body }) => classifyAnswer(status, body));
      const auth = deliveries.find((delivery) => delivery.kind === 'auth');
      return auth ? { kind: 'all', delivery: auth } : { kind: 'each', deliveries };
    } catch {
      return { kind: 'all', delivery: { kind: 'retry', reason: 'offline' } };
    }
  });
  return {
    sent,
    send,
    batches,
    deps: { credentials: () => ALBA, refresh: async () => ({ kind: 'refused' }) as const, send, sendBatch, ...overrides } satisfies FlushDeps,
  };
}

const created = (documentId = 'd1'): Answer => ({ status: 201, body: { data: { documentId }, meta: { replayed: false } } });
const refused = (status: number, code: string): Answer => ({ status, body: { data: null, error: { status, name: 'Error', message: code, details: { code } } } });
const offline = (): never => {
  throw new TypeError('Failed to fetch');
};
const vote = (project: string): KindData => ({ kind: 'vote', payload: { support: 1, project }, meta: {} });
const participation = (rewardId: string, amount = 1): KindData => ({ kind: 'participation', payload: { rewardId, amount }, meta: { total: 10 * amount } });

beforeEach(async () => {
  await closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeOutboxDb());

describe('enqueue', () => {
  it('stores the write for its member with a UUID that is also the idempotency key', async () => {
    const entry = await enqueue(vote('p1'), ALBA.userId);
    expect(entry.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await listEntries()).toEqual([expect.objectContaining({ id: entry.id, kind: 'vote', userId: 1, attempts: 0 })]);
  });

  it('keeps entries across a reload of the page (a new connection to the database)', async () => {
    await enqueue(participation('r1', 2), ALBA.userId);
    await closeOutboxDb();
    expect(await listEntries()).toHaveLength(1);
  });
});

describe('flush', () => {
  it('sends entries in the order the member acted, with the entry id as Idempotency-Key, and removes them', async () => {
    const first = await enqueue(vote('p1'), 1, { now: 1000 });
    const second = await enqueue(participation('r1'), 1, { now: 1000 });
    const { sent, deps: d } = deps(() => created());
    const results = await flush(d);
    expect(sent.map((s) => s.entry.id)).toEqual([first.id, second.id]);
    expect(sent.every((s) => s.token === ALBA.token)).toBe(true);
    expect(results?.map((r) => r.outcome)).toEqual(['sent', 'sent']);
    expect(await listEntries()).toEqual([]);
  });

  it('treats the server answering an earlier delivery (200, replayed) as done', async () => {
    await enqueue(vote('p1'), 1);
    const { deps: d } = deps(() => ({ status: 200, body: { data: { documentId: 'v1' }, meta: { replayed: true } } }));
    expect((await flush(d))?.[0]).toMatchObject({ outcome: 'sent', status: 200 });
    expect(await listEntries()).toEqual([]);
  });

  it.each([
    ['a captive portal page', { status: 200, body: undefined }],
    ['JSON that is not a record of it', { status: 200, body: { ok: true } }],
    ['an empty 204', { status: 204, body: null }],
    ['a 404 that is not our server’s refusal', { status: 404, body: undefined }],
    ['a 409 without our error shape', { status: 409, body: { message: 'conflict' } }],
  ])('never counts %s as a delivery: the entry is kept and tried again', async (_name, answer) => {
    const entry = await enqueue(vote('p1'), 1);
    const { deps: d } = deps(() => answer);
    expect(await flush(d)).toEqual([]);
    expect(await listEntries()).toEqual([expect.objectContaining({ id: entry.id, attempts: 1, lastError: 'unproven' })]);
    expect(await takeReportsOf(1)).toEqual([]);
  });

  it('keeps an entry when offline, backs off, and sends it once due', async () => {
    const entry = await enqueue(vote('p1'), 1);
    let clock = 10_000;
    let online = false;
    const { sent, deps: d } = deps(() => (online ? created() : offline()), { now: () => clock });
    expect(await flush(d)).toEqual([]);
    expect(await listEntries()).toEqual([expect.objectContaining({ id: entry.id, attempts: 1, nextAttemptAt: 10_000 + backoff(1), lastError: 'offline' })]);

    online = true;
    clock += backoff(1) - 1;
    await flush(d);
    expect(sent).toHaveLength(1); // not due yet: not even tried
    clock += 1;
    expect((await flush(d))?.map((r) => r.outcome)).toEqual(['sent']);
    expect(await listEntries()).toEqual([]);
  });

  it('tries a waiting entry before its backoff is over when the trigger says the network is back', async () => {
    await enqueue(vote('p1'), 1);
    let online = false;
    const { sent, deps: d } = deps(() => (online ? created() : offline()));
    await flush(d);
    online = true;
    await flush(d);
    expect(sent).toHaveLength(1);
    expect((await flush({ ...d, force: true }))?.map((r) => r.outcome)).toEqual(['sent']);
  });

  it('holds back a draw entry behind the vote it waits for, on a 5xx', async () => {
    await enqueue(vote('p1'), 1);
    await enqueue(participation('r1'), 1);
    const { sent, deps: d } = deps(() => ({ status: 503, body: undefined }));
    await flush(d);
    expect(sent.map((s) => s.entry.kind)).toEqual(['vote']);
    const entries = await listEntries();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ attempts: 1, lastError: 'server' });
  });

  it('sends a later vote past one whose request failed: one stuck request does not block the queue', async () => {
    const stuck = await enqueue(vote('p1'), 1);
    const draw = await enqueue(participation('r1'), 1);
    const later = await enqueue(vote('p2'), 1);
    const { sent, deps: d } = deps((entry) => (entry.id === stuck.id ? offline() : created()));
    const results = await flush(d);
    expect(sent.map((s) => s.entry.id)).toEqual([stuck.id, later.id]);
    expect(results?.map((r) => r.entry.id)).toEqual([later.id]);
    expect((await listEntries()).map((e) => e.id)).toEqual([stuck.id, draw.id]);
  });

  it('stops sending after two network failures in a row: the rest would fail the same way', async () => {
    for (let i = 0; i < 12; i += 1) await enqueue(vote(`p${i}`), 1);
    const { sent, deps: d } = deps(() => offline());
    await flush(d);
    expect(sent.length).toBeGreaterThan(0);
    // Those already on the wire, and one that started as the first failure came back.
    expect(sent.length).toBeLessThanOrEqual(CONCURRENCY + 1);
    expect(await listEntries()).toHaveLength(12);
  });

  it(`sends independent entries ${CONCURRENCY} at a time`, async () => {
    for (let i = 0; i < 8; i += 1) await enqueue(vote(`p${i}`), 1);
    let onTheWire = 0;
    let most = 0;
    const { deps: d } = deps(async () => {
      most = Math.max(most, ++onTheWire);
      await new Promise((resolve) => setTimeout(resolve, 5));
      onTheWire -= 1;
      return created();
    });
    expect(await flush(d)).toHaveLength(8);
    expect(most).toBe(CONCURRENCY);
  });

  it('sends draw entries in batches of at most MAX_BATCH, after the vote they wait for, each settled on its own', async () => {
    const first = await enqueue(vote('p1'), 1);
    for (let i = 0; i < MAX_BATCH + 5; i += 1) await enqueue(participation(`r${i}`), 1);
    const started: string[] = [];
    const finished: string[] = [];
    const { deps: d, batches } = deps(async (entry) => {
      started.push(entry.id);
      await new Promise((resolve) => setTimeout(resolve, 1));
      finished.push(entry.id);
      return entry.kind === 'participation' && (entry.payload as { rewardId: string }).rewardId === 'r3' ? refused(409, 'rewardParticipation.errors.notEnoughDIDs') : created();
    });
    const results = await flush(d);
    expect(batches.map((batch) => batch.length)).toEqual([MAX_BATCH, 5]);
    expect(results).toHaveLength(MAX_BATCH + 6);
    expect(results!.filter((r) => r.outcome === 'rejected').map((r) => (r.entry.payload as { rewardId: string }).rewardId)).toEqual(['r3']);
    expect(finished[0]).toBe(first.id);
    expect(started.indexOf(first.id)).toBe(0);
    expect(await listEntries()).toEqual([]);
  });

  it('keeps every entry of a batch that did not get through, counted as one failure', async () => {
    for (let i = 0; i < 3; i += 1) await enqueue(participation(`r${i}`), 1);
    await enqueue(vote('p1'), 1);
    const { deps: d, batches, send } = deps((entry) => (entry.kind === 'participation' ? offline() : created()));
    const results = await flush(d);
    expect(batches).toHaveLength(1);
    // One failure does not stop the flush: the vote after the batch still goes.
    expect(send).toHaveBeenCalledTimes(1);
    expect(results!.map((r) => r.entry.kind)).toEqual(['vote']);
    expect((await listEntries()).map((e) => [e.kind, e.attempts])).toEqual([
      ['participation', 1],
      ['participation', 1],
      ['participation', 1],
    ]);
  });

  it('sends the entries one by one when the server refuses the batch itself (an older server without the route)', async () => {
    for (let i = 0; i < 3; i += 1) await enqueue(participation(`r${i}`), 1);
    const { deps: d, send } = deps(() => created(), { sendBatch: async () => ({ kind: 'oneByOne' }) });
    expect(await flush(d)).toHaveLength(3);
    expect(send).toHaveBeenCalledTimes(3);
    expect(await listEntries()).toEqual([]);
  });

  it('sends an entry only after those it waits for', async () => {
    const first = await enqueue(vote('p1'), 1);
    for (let i = 0; i < 6; i += 1) await enqueue(participation(`r${i}`), 1);
    let onTheWire = 0;
    let most = 0;
    const started: string[] = [];
    const finished: string[] = [];
    const { deps: d } = deps(async (entry) => {
      started.push(entry.id);
      most = Math.max(most, ++onTheWire);
      await new Promise((resolve) => setTimeout(resolve, 5));
      onTheWire -= 1;
      finished.push(entry.id);
      return created();
    });
    const results = await flush(d);
    expect(results).toHaveLength(7);
    expect(most).toBe(1); // the vote alone, then the draw entries in one batch
    // Every draw entry started after the vote that earns its DIDs had finished.
    expect(started.indexOf(started.find((id) => id !== first.id)!)).toBeGreaterThan(0);
    expect(finished[0]).toBe(first.id);
    expect(results!.map((r) => r.entry.createdAt)).toEqual([...results!.map((r) => r.entry.createdAt)].sort((a, b) => a - b));
  });

  it('backs off exponentially up to one minute', () => {
    expect([1, 2, 3, 4].map(backoff)).toEqual([2000, 4000, 8000, 16000]);
    expect(backoff(6)).toBe(60_000);
    expect(backoff(20)).toBe(60_000);
  });

  it('refreshes the token once on a 401 and sends again', async () => {
    await enqueue(vote('p1'), 1);
    await enqueue(vote('p2'), 1);
    const onTokenRefreshed = vi.fn();
    const refresh = vi.fn(async () => ({ kind: 'renewed', token: 'fresh' }) as const);
    const { sent, deps: d } = deps((_entry, token) => (token === 'fresh' ? created() : refused(401, 'auth.unauthorized')), { refresh, onTokenRefreshed });
    expect((await flush(d))?.map((r) => r.outcome)).toEqual(['sent', 'sent']);
    // Both went out at once with the old token; one refresh served both replays.
    expect(sent.map((s) => s.token).sort()).toEqual([ALBA.token, ALBA.token, 'fresh', 'fresh']);
    expect(onTokenRefreshed).toHaveBeenCalledWith('fresh');
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('keeps the session and the entry when the refresh cannot reach the server', async () => {
    await enqueue(vote('p1'), 1);
    const onSessionRefused = vi.fn();
    const { deps: d } = deps(() => refused(401, 'auth.unauthorized'), { refresh: async () => ({ kind: 'unreachable' }), onSessionRefused });
    expect(await flush(d)).toEqual([]);
    expect(onSessionRefused).not.toHaveBeenCalled();
    expect(await listEntries()).toEqual([expect.objectContaining({ attempts: 1, lastError: 'offline' })]);
  });

  it('keeps entries for the member’s next login when the server refuses the refresh', async () => {
    await enqueue(vote('p1'), 1);
    const onSessionRefused = vi.fn();
    const { deps: d } = deps(() => refused(401, 'auth.unauthorized'), { onSessionRefused });
    expect(await flush(d)).toEqual([]);
    expect(onSessionRefused).toHaveBeenCalledOnce();
    expect(await listEntries()).toEqual([expect.objectContaining({ attempts: 0 })]);
  });

  it('treats a 403 as a refused session: the entry waits and the page is told', async () => {
    await enqueue(vote('p1'), 1);
    const onSessionRefused = vi.fn();
    const { deps: d } = deps(() => refused(403, 'auth.blocked'), { onSessionRefused });
    expect(await flush(d)).toEqual([]);
    expect(onSessionRefused).toHaveBeenCalledOnce();
    expect(await listEntries()).toHaveLength(1);
  });

  it('keeps each result for a page to show once, and a refused entry with its reason', async () => {
    await enqueue(participation('r1', 5), 1);
    await enqueue(vote('p2'), 1);
    const { deps: d } = deps((entry) => (entry.kind === 'participation' ? refused(409, 'rewardParticipation.errors.notEnoughDIDs') : created()));
    const results = await flush(d);
    expect(results?.map((r) => (r.outcome === 'rejected' ? r.code : r.outcome))).toEqual(['rewardParticipation.errors.notEnoughDIDs', 'sent']);
    const reports = await takeReportsOf(1);
    expect(reports.map((r) => r.result.outcome)).toEqual(['rejected', 'sent']);
    expect(await takeReportsOf(1)).toEqual([]);
    expect(await listFailedOf(1)).toEqual([expect.objectContaining({ kind: 'participation', status: 409, code: 'rewardParticipation.errors.notEnoughDIDs' })]);
    expect(await listFailedOf(2)).toEqual([]);
    expect(await listEntries()).toEqual([]);
  });

  it('reports a stored entry it cannot read (an older app, a hand edit) instead of sending it or losing it quietly', async () => {
    await addEntry({ id: 'broken', kind: 'vote', payload: { project: 42 }, meta: {}, userId: 1, createdAt: 1, attempts: 0, nextAttemptAt: 0 } as unknown as OutboxEntry);
    const { sent, deps: d } = deps(() => created());
    const results = await flush(d);
    expect(sent).toEqual([]);
    expect(results).toEqual([expect.objectContaining({ outcome: 'rejected', code: 'outbox.errors.unreadable' })]);
    expect(await listFailedOf(1)).toEqual([expect.objectContaining({ id: 'broken', code: 'outbox.errors.unreadable' })]);
  });

  it('never sends another member’s entries', async () => {
    await enqueue(vote('p1'), ALBA.userId);
    const { sent, deps: d } = deps(() => created(), { credentials: () => BRUNO });
    expect(await flush(d)).toEqual([]);
    expect(sent).toEqual([]);
    expect(await listEntries()).toHaveLength(1);
    const { sent: sentForAlba, deps: albaDeps } = deps(() => created());
    await flush(albaDeps);
    expect(sentForAlba).toHaveLength(1);
  });

  it('sends nothing without a session', async () => {
    await enqueue(vote('p1'), 1);
    const { sent, deps: d } = deps(() => created(), { credentials: () => null });
    await flush(d);
    expect(sent).toEqual([]);
  });

  it('runs one flush at a time: two at once send each entry once', async () => {
    await enqueue(vote('p1'), 1);
    await enqueue(vote('p2'), 1);
    const { sent, deps: d } = deps(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return created();
    });
    const [one, two] = await Promise.all([flush(d), flush(d)]);
    expect(sent).toHaveLength(2);
    expect([one, two].filter((r) => r === null)).toHaveLength(1);
  });

  it('starts no new entry once its time budget is spent, so that it lets go of the lock', async () => {
    for (const project of ['p1', 'p2', 'p3']) await enqueue(vote(project), 1);
    let clock = 0;
    const { sent, deps: d } = deps(() => {
      clock += 40_000;
      return created();
    }, { now: () => clock, budgetMs: 60_000 });
    await flush(d);
    expect(sent).toHaveLength(2);
    expect(await listEntries()).toHaveLength(1);
  });

  it('lists one member’s entries from the index without reading the others', async () => {
    await enqueue(vote('p1'), 2, { now: 5 });
    await enqueue(vote('p2'), 1, { now: 6 });
    const db = await outboxDb();
    expect(db.transaction('entries').store.indexNames.contains('byMember')).toBe(true);
  });
});
