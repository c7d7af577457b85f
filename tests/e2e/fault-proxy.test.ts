// The fault proxy does what the bad-network tests say it does, seen from a plain client.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { clearFaults, injectedFaults, injectFaults, useFaults } from './faults';
import { newMember } from './members';
import { seededProjects, serverView } from './offline-helpers';

const faulty = (path: string) => new URL(path, inject('faultyAppUrl')).href;
const VOTES = '^/api/user-project-supports(\\?|$)';

async function votingMember() {
  const member = await newMember(faulty);
  const server = await serverView(faulty, member);
  const { huertos } = await seededProjects(faulty);
  const login = await fetch(faulty('/api/auth/local'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: member.email, password: member.password }),
  });
  const { jwt } = (await login.json()) as { jwt: string };
  const key = randomUUID();
  const vote = (signal?: AbortSignal) =>
    fetch(faulty('/api/user-project-supports'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({ data: { project: huertos.documentId, support: 1 } }),
      signal,
    });
  return { server, vote };
}

describe('the fault proxy', () => {
  useFaults();

  it('passes everything through untouched when no rule matches', async () => {
    await injectFaults([{ method: 'POST', path: VOTES, fault: 'drop' }]);
    const page = await fetch(faulty('/'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src/);
    const projects = await fetch(faulty('/api/projects?locale=es'));
    expect(projects.status).toBe(200);
    expect(((await projects.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    expect(await injectedFaults()).toEqual([]);
  });

  it('hang, drop, 503, portal page and redirect never reach the server; drop-after does, and its answer is lost', async () => {
    const { server, vote } = await votingMember();
    await injectFaults([
      { method: 'POST', path: VOTES, fault: 'hang', times: 1 },
      { method: 'POST', path: VOTES, fault: 'drop', times: 1 },
      { method: 'POST', path: VOTES, fault: 'status-503', times: 1 },
      { method: 'POST', path: VOTES, fault: 'html-200', times: 1 },
      { method: 'POST', path: VOTES, fault: 'redirect', times: 1 },
      { method: 'POST', path: VOTES, fault: 'drop-after', times: 1 },
    ]);
    await expect(vote(AbortSignal.timeout(1500))).rejects.toThrow(/abort|timeout/i);
    await expect(vote()).rejects.toThrow();
    const unavailable = await vote();
    expect(unavailable.status).toBe(503);
    expect(((await unavailable.json()) as { error: { details: { code: string } } }).error.details.code).toBe('server.unavailable');
    const portal = await vote();
    expect([portal.status, portal.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    const redirected = await vote();
    expect([redirected.status, redirected.redirected, redirected.headers.get('content-type')]).toEqual([200, true, 'text/html; charset=utf-8']);
    expect(await server.votes()).toBe(0);

    await expect(vote()).rejects.toThrow(); // drop-after: the vote is made, the member never hears
    expect(await server.votes()).toBe(1);
    const replay = await vote(); // the same Idempotency-Key, on a good network again
    expect(replay.ok).toBe(true);
    expect(await server.votes()).toBe(1);
    expect((await injectedFaults()).map((entry) => entry.fault)).toEqual(['hang', 'drop', 'status-503', 'html-200', 'redirect', 'drop-after']);
  });

  it('delay and slow-body pass the answer on late, whole', async () => {
    await injectFaults([
      { method: 'GET', path: '^/api/ping', fault: 'delay', ms: 800, times: 1 },
      { method: 'GET', path: '^/api/ping', fault: 'slow-body', ms: 400, times: 1 },
    ]);
    let started = Date.now();
    const delayed = await fetch(faulty('/api/ping'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(750);
    expect([delayed.status, await delayed.json()]).toEqual([200, { ok: true }]);

    const slow = await fetch(faulty('/api/ping')); // the headers at once, then 8 bytes at a time
    started = Date.now();
    expect(await slow.json()).toEqual({ ok: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
  });

  it('draws the same faults from the same seed', async () => {
    const rules = [{ method: 'GET', path: '^/api/ping', fault: 'status-503' as const, probability: 0.5 }];
    const run = async () => {
      await injectFaults(rules, 1234);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) statuses.push((await fetch(faulty('/api/ping'))).status);
      await clearFaults();
      return statuses;
    };
    const first = await run();
    expect(first).toContain(503);
    expect(first).toContain(200);
    expect(await run()).toEqual(first);
  });
});
