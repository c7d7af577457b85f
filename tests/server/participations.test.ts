import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { balanceOf, newMember, seededProjects, type Member } from './members';

const enter = (member: Member, rewardId: string, amount: number, key: string = randomUUID()) =>
  member.as('/api/participations', { method: 'POST', json: { rewardId, amount, locale: 'es' }, headers: { 'Idempotency-Key': key } });

async function votedMember(projectKey = 'Huertos') {
  const member = await newMember();
  const project = (await seededProjects())[projectKey]!;
  await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project: project.documentId } } });
  return { member, project, reward: project.reward! };
}

describe('reward participations (POST /api/participations)', () => {
  it('spends cost × amount in one participation and one negative did-record', async () => {
    const { member, reward } = await votedMember();
    const before = await balanceOf(member);
    const entered = await enter(member, reward.documentId, 3);
    expect(entered.status).toBe(201);
    expect(entered.body.data).toMatchObject({ rewardId: reward.documentId, amount: 3, cost: reward.cost, total: 3 * reward.cost });
    expect(await balanceOf(member)).toBe(before - 3 * reward.cost);
    const records = (await member.as('/api/did-records')).body.data;
    expect(records[0]).toMatchObject({ amount: -3 * reward.cost, reason: 'participation' });
    const own = await member.as(`/api/participations?documentId=${reward.documentId}`);
    expect(own.body.data).toHaveLength(1);
  });

  it('answers a replayed request id with the first result and debits nothing more', async () => {
    const { member, reward } = await votedMember();
    const key = randomUUID();
    const first = await enter(member, reward.documentId, 1, key);
    const balance = await balanceOf(member);
    const replay = await enter(member, reward.documentId, 1, key);
    expect(replay.status).toBe(200);
    expect(replay.body.data.documentId).toBe(first.body.data.documentId);
    expect(await balanceOf(member)).toBe(balance);
  });

  it('refuses a member who has not voted on the project', async () => {
    const member = await newMember();
    const { Huertos } = await seededProjects();
    const refused = await enter(member, Huertos!.reward!.documentId, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.code).toBe('rewardParticipation.errors.notVotedToParticipate');
  });

  it('refuses outside the reward’s dates', async () => {
    const member = await newMember();
    const { Rutas } = await seededProjects();
    const refused = await enter(member, Rutas!.reward!.documentId, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.code).toBe('rewardParticipation.errors.notValidDateToParticipate');
  });

  it('refuses when the project’s status does not take participations', async () => {
    const member = await newMember();
    const { Banco } = await seededProjects();
    const refused = await enter(member, Banco!.reward!.documentId, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.code).toBe('rewardParticipation.errors.notValidProjectStatus');
  });

  it('refuses when cost × amount exceeds the balance, and debits nothing', async () => {
    const { member, reward } = await votedMember();
    while ((await balanceOf(member)) >= 5 * reward.cost) expect((await enter(member, reward.documentId, 5)).status).toBe(201);
    const balance = await balanceOf(member);
    const refused = await enter(member, reward.documentId, Math.floor(balance / reward.cost) + 1);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.code).toBe('rewardParticipation.errors.notEnoughDIDs');
    expect(await balanceOf(member)).toBe(balance);
  });

  it.each([
    ['no Idempotency-Key', undefined],
    ['an Idempotency-Key that is not a UUID', 'retry-1'],
  ])('refuses %s', async (_why, key) => {
    const { member, reward } = await votedMember();
    const refused = await member.as('/api/participations', {
      method: 'POST',
      json: { rewardId: reward.documentId, amount: 1 },
      headers: key ? { 'Idempotency-Key': key } : {},
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.code).toBe('participation.idempotencyKeyRequired');
  });

  it('never takes the balance below zero under 20 parallel participations', async () => {
    const { member, reward } = await votedMember();
    const balance = await balanceOf(member);
    const answers = await Promise.all(Array.from({ length: 20 }, () => enter(member, reward.documentId, 1)));
    const accepted = answers.filter((a) => a.status === 201).length;
    const refused = answers.filter((a) => a.status === 409);
    expect(accepted).toBe(Math.floor(balance / reward.cost));
    expect(accepted + refused.length).toBe(20);
    expect(refused.every((a) => a.body.error.details.code === 'rewardParticipation.errors.notEnoughDIDs')).toBe(true);
    expect(await balanceOf(member)).toBe(balance - accepted * reward.cost);
    expect(await balanceOf(member)).toBeGreaterThanOrEqual(0);
  });

  it('debits once for 10 parallel replays of one request id', async () => {
    const { member, reward } = await votedMember();
    const balance = await balanceOf(member);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => enter(member, reward.documentId, 2, key)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(9);
    expect(await balanceOf(member)).toBe(balance - 2 * reward.cost);
    expect((await member.as(`/api/participations?documentId=${reward.documentId}`)).body.data).toHaveLength(1);
  });
});

describe('draw entries in a batch (POST /api/participations/batch)', () => {
  const batch = (member: Member, entries: unknown[]) => member.as('/api/participations/batch', { method: 'POST', json: { entries } });
  const entry = (rewardId: string, amount = 1, key: string = randomUUID()) => ({ key, body: { rewardId, amount, locale: 'es' } });

  it('answers each entry as its own request would, in order, and debits each once', async () => {
    const { member, reward } = await votedMember();
    const before = await balanceOf(member);
    const entries = [entry(reward.documentId, 1), entry(reward.documentId, 2), entry(reward.documentId, 1)];
    const answered = await batch(member, entries);
    expect(answered.status).toBe(200);
    expect(answered.body.data.map((a: { key: string; status: number }) => [a.key, a.status])).toEqual(entries.map((e) => [e.key, 201]));
    expect(answered.body.data[1].body.data).toMatchObject({ rewardId: reward.documentId, amount: 2, total: 2 * reward.cost });
    expect(await balanceOf(member)).toBe(before - 4 * reward.cost);

    // The same entries again, in a batch or alone: the first results, nothing debited twice.
    const again = await batch(member, entries);
    expect(again.body.data.map((a: { status: number; body: { meta: { replayed: boolean } } }) => [a.status, a.body.meta.replayed])).toEqual([[200, true], [200, true], [200, true]]);
    const alone = await enter(member, reward.documentId, 1, entries[0]!.key);
    expect(alone.status).toBe(200);
    expect(alone.body.data.documentId).toBe(answered.body.data[0].body.data.documentId);
    expect(await balanceOf(member)).toBe(before - 4 * reward.cost);
  });

  it('refuses one entry with its own code and goes on with the others', async () => {
    const { member, reward } = await votedMember();
    const balance = await balanceOf(member);
    const affordable = Math.floor(balance / reward.cost);
    const answered = await batch(member, [
      entry(reward.documentId, 1),
      { key: 'not-a-uuid', body: { rewardId: reward.documentId, amount: 1 } },
      entry(reward.documentId, 9),
      entry('nosuchrewardatall000000', 1),
      entry(reward.documentId, 1),
    ]);
    expect(answered.status).toBe(200);
    const codes = answered.body.data.map((a: { status: number; body: { error?: { details: { code: string } } } }) => [a.status, a.body.error?.details.code ?? null]);
    expect(codes[0]).toEqual([201, null]);
    expect(codes[1]).toEqual([400, 'participation.idempotencyKeyRequired']);
    expect(codes[2]).toEqual([400, 'validation.invalid']); // amount at most 5
    expect(codes[3]).toEqual([404, 'reward.notFound']);
    expect(codes[4]).toEqual(affordable >= 2 ? [201, null] : [409, 'rewardParticipation.errors.notEnoughDIDs']);
  });

  it('refuses a batch that is not one: no entries, too many, not a list, entries without a key or a body; and a guest as the single route does', async () => {
    const { member, reward } = await votedMember();
    const before = await balanceOf(member);
    expect((await batch(member, [])).status).toBe(400);
    expect((await batch(member, Array.from({ length: 26 }, () => entry(reward.documentId)))).status).toBe(400);
    expect((await member.as('/api/participations/batch', { method: 'POST', json: { entries: 'all of them' } })).status).toBe(400);
    expect((await batch(member, [entry(reward.documentId), { body: { rewardId: reward.documentId, amount: 1 } }])).status).toBe(400);
    expect((await batch(member, [entry(reward.documentId), { key: randomUUID() }])).status).toBe(400);
    expect((await batch(member, [{ ...entry(reward.documentId), extra: true }])).status).toBe(400);
    expect(await balanceOf(member)).toBe(before);
    const asGuest = (path: string, json: unknown) => member.client.call(path, { method: 'POST', json, headers: { 'Idempotency-Key': randomUUID() } });
    const guestBatch = await asGuest('/api/participations/batch', { entries: [entry(reward.documentId)] });
    expect(guestBatch.status).toBe((await asGuest('/api/participations', entry(reward.documentId).body)).status);
    expect(guestBatch.status).toBeGreaterThanOrEqual(401);
  });
});
