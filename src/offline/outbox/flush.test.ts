import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoff, enqueue, flush, type FlushDeps } from './flush';
import { closeOutboxDb, type OutboxEntry } from './db';
import { listEntries, listFailedOf, takeReportsOf } from './store';
import type { Answer } from './send-entry';

const ALBA = { userId: 1, token: 'alba-token' };
const BRUNO = { userId: 2, token: 'bruno-token' };

type Server = (entry: OutboxEntry, token: string) => Answer | Promise<Answer> | never;

function deps(server: Server, overrides: Partial<FlushDeps> = {}) {
  const sent: { entry: OutboxEntry; token: string }[] = [];
  const send = vi.fn(async (entry: OutboxEntry, token: string) => {
    sent.push({ entry, token });
    return server(entry, token);
  });
  return { sent, send, deps: { credentials: () => ALBA, refresh: async () => null, send, ...overrides } satisfies FlushDeps };
}

const created = (body: unknown = { data: {} }): Answer => ({ status: 201, body });
const refused = (status: number, code: string): Answer => ({ status, body: { error: { status, details: { code } } } });
const vote = (project: string) => ({ support: 1, project });

beforeEach(async () => {
  await closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeOutboxDb());

describe('enqueue', () => {
  it('stores the write for its member with a UUID that is also the idempotency key', async () => {
    const entry = await enqueue('vote', vote('p1'), ALBA.userId);
    expect(entry.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await listEntries()).toEqual([expect.objectContaining({ id: entry.id, kind: 'vote', userId: 1, attempts: 0 })]);
  });

  it('keeps entries across a reload of the page (a new connection to the database)', async () => {
    await enqueue('participation', { rewardId: 'r1', amount: 2 }, ALBA.userId);
    await closeOutboxDb();
    expect(await listEntries()).toHaveLength(1);
  });
});

describe('flush', () => {
  it('sends entries oldest first with the entry id as Idempotency-Key and removes them', async () => {
    const first = await enqueue('vote', vote('p1'), 1, { now: 1000 });
    const second = await enqueue('participation', { rewardId: 'r1', amount: 1 }, 1, { now: 1000 });
    const { sent, deps: d } = deps(() => created());
    const results = await flush(d);
    expect(sent.map((s) => s.entry.id)).toEqual([first.id, second.id]);
    expect(sent.every((s) => s.token === ALBA.token)).toBe(true);
    expect(results?.map((r) => r.outcome)).toEqual(['sent', 'sent']);
    expect(await listEntries()).toEqual([]);
  });

  it('treats the server answering an earlier delivery (200) as done', async () => {
    await enqueue('vote', vote('p1'), 1);
    const { deps: d } = deps(() => ({ status: 200, body: { data: {}, meta: { replayed: true } } }));
    expect((await flush(d))?.[0]).toMatchObject({ outcome: 'sent', status: 200 });
    expect(await listEntries()).toEqual([]);
  });

  it('keeps an entry when offline, backs off, and sends it once due', async () => {
    const entry = await enqueue('vote', vote('p1'), 1);
    let clock = 10_000;
    let online = false;
    const { sent, deps: d } = deps(
      () => {
        if (!online) throw new TypeError('Failed to fetch');
        return created();
      },
      { now: () => clock },
    );
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
    await enqueue('vote', vote('p1'), 1);
    let online = false;
    const { sent, deps: d } = deps(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return created();
    });
    await flush(d);
    online = true;
    await flush(d);
    expect(sent).toHaveLength(1);
    expect((await flush({ ...d, force: true }))?.map((r) => r.outcome)).toEqual(['sent']);
  });

  it('keeps entries on a 5xx and does not send later ones ahead of them', async () => {
    await enqueue('vote', vote('p1'), 1);
    await enqueue('participation', { rewardId: 'r1', amount: 1 }, 1);
    const { sent, deps: d } = deps(() => ({ status: 503, body: null }));
    await flush(d);
    expect(sent).toHaveLength(1);
    const entries = await listEntries();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ attempts: 1, lastError: 'HTTP 503' });
  });

  it('backs off exponentially up to five minutes', () => {
    expect([1, 2, 3, 4].map(backoff)).toEqual([2000, 4000, 8000, 16000]);
    expect(backoff(20)).toBe(5 * 60 * 1000);
  });

  it('refreshes the token once on a 401 and sends again', async () => {
    await enqueue('vote', vote('p1'), 1);
    const onTokenRefreshed = vi.fn();
    const { sent, deps: d } = deps((_entry, token) => (token === 'fresh' ? created() : { status: 401, body: null }), {
      refresh: async () => 'fresh',
      onTokenRefreshed,
    });
    expect((await flush(d))?.map((r) => r.outcome)).toEqual(['sent']);
    expect(sent.map((s) => s.token)).toEqual([ALBA.token, 'fresh']);
    expect(onTokenRefreshed).toHaveBeenCalledWith('fresh');
  });

  it('keeps entries for the member’s next login when the session cannot be refreshed', async () => {
    await enqueue('vote', vote('p1'), 1);
    const { deps: d } = deps(() => ({ status: 401, body: null }));
    expect(await flush(d)).toEqual([]);
    expect(await listEntries()).toEqual([expect.objectContaining({ attempts: 0 })]);
  });

  it('treats a 403 as a refused session: the entry waits and the page is told', async () => {
    await enqueue('vote', vote('p1'), 1);
    const onSessionRefused = vi.fn();
    const { deps: d } = deps(() => ({ status: 403, body: null }), { onSessionRefused });
    expect(await flush(d)).toEqual([]);
    expect(onSessionRefused).toHaveBeenCalledOnce();
    expect(await listEntries()).toHaveLength(1);
  });

  it('keeps each result for a page to show once, and a refused entry with its reason', async () => {
    await enqueue('participation', { rewardId: 'r1', amount: 5 }, 1);
    await enqueue('vote', vote('p2'), 1);
    const { deps: d } = deps((entry) => (entry.kind === 'participation' ? refused(409, 'rewardParticipation.errors.notEnoughDIDs') : created()));
    await flush(d);
    const reports = await takeReportsOf(1);
    expect(reports.map((r) => r.result.outcome)).toEqual(['rejected', 'sent']);
    expect(await takeReportsOf(1)).toEqual([]);
    expect(await listFailedOf(1)).toEqual([expect.objectContaining({ kind: 'participation', status: 409, code: 'rewardParticipation.errors.notEnoughDIDs' })]);
    expect(await listFailedOf(2)).toEqual([]);
  });

  it('drops an entry the server refuses for good and reports its code', async () => {
    await enqueue('participation', { rewardId: 'r1', amount: 5 }, 1);
    await enqueue('vote', vote('p2'), 1);
    const { deps: d } = deps((entry) => (entry.kind === 'participation' ? refused(409, 'rewardParticipation.errors.notEnoughDIDs') : created()));
    const results = await flush(d);
    expect(results?.map((r) => (r.outcome === 'rejected' ? r.code : r.outcome))).toEqual(['rewardParticipation.errors.notEnoughDIDs', 'sent']);
    expect(await listEntries()).toEqual([]);
  });

  it('never sends another member’s entries', async () => {
    await enqueue('vote', vote('p1'), ALBA.userId);
    const { sent, deps: d } = deps(() => created(), { credentials: () => BRUNO });
    expect(await flush(d)).toEqual([]);
    expect(sent).toEqual([]);
    expect(await listEntries()).toHaveLength(1);
    const { sent: sentForAlba, deps: albaDeps } = deps(() => created());
    await flush(albaDeps);
    expect(sentForAlba).toHaveLength(1);
  });

  it('sends nothing without a session', async () => {
    await enqueue('vote', vote('p1'), 1);
    const { sent, deps: d } = deps(() => created(), { credentials: () => null });
    await flush(d);
    expect(sent).toEqual([]);
  });

  it('runs one flush at a time: two at once send each entry once', async () => {
    await enqueue('vote', vote('p1'), 1);
    await enqueue('vote', vote('p2'), 1);
    const { sent, deps: d } = deps(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return created();
    });
    const [one, two] = await Promise.all([flush(d), flush(d)]);
    expect(sent).toHaveLength(2);
    expect([one, two].filter((r) => r === null)).toHaveLength(1);
  });
});
