import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestCluster, type Instance } from './instances';
import { grantDids, joinMember, type JoinedMember } from './members';

type Project = { documentId: string; name: string; reward?: { documentId: string; cost: number } | null };

const cluster = useTestCluster(2);
let huertos: Project;

beforeAll(async () => {
  const { body } = await call(cluster, '/api/projects?populate=all&locale=es');
  huertos = (body.data as Project[]).find((project) => project.name.startsWith('Huertos'))!;
});

const balanceOf = async (member: JoinedMember, on: { url: string } = cluster) => (await call(on, '/api/did-records', { token: member.token })).body.meta.balance as number;

/** A member who voted for Huertos (so may enter its draw), with the DIDs the vote earned them. */
async function voter(on: Instance) {
  const member = await joinMember(cluster, on);
  const vote = await call(on, '/api/user-project-supports', { method: 'POST', token: member.token, json: { data: { support: 1, project: huertos.documentId } } });
  expect(vote.status).toBe(201);
  return member;
}

const enter = (on: { url: string }, member: JoinedMember, key: string, amount = 1) =>
  call(on, '/api/participations', { method: 'POST', token: member.token, headers: { 'Idempotency-Key': key }, json: { rewardId: huertos.reward!.documentId, amount, locale: 'es' } });

/** As the app's outbox does: the same key again after a network failure or a 5xx, until an answer proves what happened. */
async function enterUntilAnswered(member: JoinedMember, key: string, deadline: number) {
  for (let attempt = 1; Date.now() < deadline; attempt += 1) {
    try {
      const answer = await enter(cluster, member, key);
      if (answer.status < 500) return { status: answer.status, attempts: attempt, documentId: answer.body?.data?.documentId as string | undefined };
    } catch {
      // the connection failed: the same key again
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { status: 0, attempts: -1, documentId: undefined };
}

describe('two instances under faults', () => {
  it('count one vote, and award it once, when it is sent ten times at once to both instances', async () => {
    const [a, b] = cluster.instances as [Instance, Instance];
    const member = await joinMember(cluster, a);
    const before = await balanceOf(member);
    const vote = { data: { support: 1, project: huertos.documentId } };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => call(i % 2 === 0 ? a : b, '/api/user-project-supports', { method: 'POST', token: member.token, json: vote })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.documentId)).size).toBe(1);
    expect((await call(b, '/api/user-project-supports', { token: member.token })).body.data).toHaveLength(1);
    const after = await balanceOf(member);
    expect(after - before).toBe(10);
  });

  it('never overdraw a balance with 20 participations at once, spread over both instances', async () => {
    const [a, b] = cluster.instances as [Instance, Instance];
    const member = await voter(a);
    const balance = await balanceOf(member);
    const cost = huertos.reward!.cost;
    expect(balance).toBeGreaterThanOrEqual(cost);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => enter(i % 2 === 0 ? a : b, member, randomUUID())));
    const entered = answers.filter((answer) => answer.status === 201).length;
    expect(entered).toBe(Math.min(20, Math.floor(balance / cost)));
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.error.details.code).toBe('rewardParticipation.errors.notEnoughDIDs');
    }
    expect(await balanceOf(member)).toBe(balance - entered * cost);
  });

  it('lands every participation exactly once while one instance is killed (kill -9) and started again under 30 s of load', { timeout: 120_000 }, async () => {
    const [a] = cluster.instances as [Instance, Instance];
    const members = await Promise.all(Array.from({ length: 6 }, () => voter(a)));
    // Enough DIDs that the load enters draws throughout (an editor's adjustment).
    for (const member of members) await grantDids(cluster, member, 1_000_000);
    const before = await Promise.all(members.map((member) => balanceOf(member)));
    const started = Date.now();
    const loadEnds = started + 30_000;
    const sent: Array<{ member: number; key: string; outcome: Awaited<ReturnType<typeof enterUntilAnswered>> }> = [];

    const client = async (index: number) => {
      while (Date.now() < loadEnds) {
        const key = randomUUID();
        sent.push({ member: index, key, outcome: await enterUntilAnswered(members[index]!, key, loadEnds + 30_000) });
      }
    };
    const faults = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      const killed = cluster.instances[0]!.exited;
      cluster.instances[0]!.kill('SIGKILL');
      expect(await killed).toEqual({ code: null, signal: 'SIGKILL' });
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      await cluster.restartInstance(0);
    })();
    await Promise.all([...members.map((_, index) => client(index)), faults]);

    // Every request got an answer that proves what happened: nothing lost, nothing left unknown.
    expect(sent.filter(({ outcome }) => outcome.status === 0)).toEqual([]);
    const entered = sent.filter(({ outcome }) => outcome.status === 201 || outcome.status === 200);
    const refused = sent.filter(({ outcome }) => outcome.status === 409);
    expect(entered.length + refused.length).toBe(sent.length);
    expect(refused).toEqual([]);
    const retried = sent.filter(({ outcome }) => outcome.attempts > 1);
    console.log(`  ${sent.length} participations sent and entered; ${retried.length} needed a retry (the instance killed mid-load)`);

    const cost = huertos.reward!.cost;
    for (const [index, member] of members.entries()) {
      const own = (await call(cluster, `/api/participations?documentId=${huertos.reward!.documentId}`, { token: member.token })).body.data as Array<{ documentId: string }>;
      const mine = entered.filter((entry) => entry.member === index);
      // Exactly once: one participation per key that was entered, none for a refused one, no duplicate.
      expect(own.map((participation) => participation.documentId).sort()).toEqual(mine.map((entry) => entry.outcome.documentId).sort());
      expect(await balanceOf(member)).toBe(before[index]! - mine.length * cost);
    }
  });
});
