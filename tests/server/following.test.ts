// Following (issue 52, item 2): a member follows a published project, with or without voting; a
// vote follows by default and an unfollow sticks; followers hear the result and the draw.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pushServiceClient } from '../setup/push-service';
import { apiClient } from './client';
import { signInEditor, type Editor } from './editor';
import { newMember, type Member } from './members';
import { closeVoting, entriesAbout, follow, followOf, openProject, PROJECT, publish, REWARD, seededPartner, vote } from './follow-helpers';

const MARK = `SEGUIR${Date.now()}`;
let editor: Editor;
let partner: string;
const projects: string[] = [];
const rewards: string[] = [];

const project = async (options: Parameters<typeof openProject>[3] = {}) => {
  const id = await openProject(editor, partner, `${MARK} ${projects.length}`, options);
  projects.push(id);
  return id;
};

beforeAll(async () => {
  editor = await signInEditor();
  partner = await seededPartner();
}, 60_000);

afterAll(async () => {
  for (const id of projects) await editor.remove(PROJECT, id);
  for (const id of rewards) await editor.remove(REWARD, id);
});

describe('following a project', () => {
  it('is the member’s own choice, either way, idempotent, and listed newest first', async () => {
    const [first, second] = [await project(), await project()];
    const member = await newMember();
    expect(await followOf(member, first)).toEqual({ project: first, following: false, source: null });
    for (let i = 0; i < 2; i += 1) {
      const followed = await follow(member, first, true);
      expect(followed.status, JSON.stringify(followed.body)).toBe(200);
      expect(followed.body.data).toEqual({ project: first, following: true, source: 'manual' });
    }
    expect((await follow(member, second, true)).status).toBe(200);
    expect((await member.as('/api/follows')).body.data).toEqual([
      { project: second, source: 'manual' },
      { project: first, source: 'manual' },
    ]);
    const unfollowed = await follow(member, first, false);
    expect(unfollowed.body.data).toEqual({ project: first, following: false, source: 'manual' });
    expect((await member.as('/api/follows')).body.data).toEqual([{ project: second, source: 'manual' }]);
    // Another member's rows are their own.
    expect((await (await newMember()).as('/api/follows')).body.data).toEqual([]);
  });

  it('is refused for a project that is not published (404), a bad id or body (400 with a code), and a guest', async () => {
    const draft = await project({ published: false });
    const member = await newMember();
    for (const answer of [await member.as(`/api/follows/${draft}`), await follow(member, draft, true)]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.details.code).toBe('project.notFound');
    }
    const open = await project();
    const bad = [
      await member.as('/api/follows/not-an-id!'),
      await member.as(`/api/follows/${open}`, { method: 'PUT', json: { following: 'yes' } }),
      await member.as(`/api/follows/${open}`, { method: 'PUT', json: { following: true, source: 'vote' } }),
      await member.as(`/api/follows/${open}`, { method: 'PUT', json: {} }),
      await member.as(`/api/follows/${open}`, { method: 'PUT', json: [true] }),
    ];
    for (const answer of bad) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.error.details.code).toMatch(/^(validation|query)\.invalid$/);
    }
    // A guest is refused as on every member route: 403 without a token (the public role), 401 with a token that is no longer good.
    expect([401, 403]).toContain((await apiClient().call(`/api/follows/${open}`, { method: 'PUT', json: { following: true } })).status);
    expect([401, 403]).toContain((await apiClient().call('/api/follows')).status);
    expect((await apiClient().call('/api/follows', { token: 'not-a-token' })).status).toBe(401);
  });

  it('begins with a vote, fresh or sent later from the outbox, unless the member unfollowed: an unfollow sticks', async () => {
    const id = await project();
    const [voter, queued, unfollower, early] = [await newMember(), await newMember(), await newMember(), await newMember()];
    expect((await vote(voter, id)).status).toBe(201);
    expect(await followOf(voter, id)).toEqual({ project: id, following: true, source: 'vote' });
    expect((await voter.as('/api/follows')).body.data).toEqual([{ project: id, source: 'vote' }]);
    // Following by hand what one follows by voting changes nothing.
    expect((await follow(voter, id, true)).body.data).toEqual({ project: id, following: true, source: 'vote' });

    // As the outbox sends a vote it kept a while offline.
    expect((await vote(queued, id, { 'X-Chispa-Queued-At': String(Date.now() - 5 * 60_000) })).status).toBe(201);
    expect(await followOf(queued, id)).toMatchObject({ following: true, source: 'vote' });

    expect((await vote(unfollower, id)).status).toBe(201);
    expect((await follow(unfollower, id, false)).status).toBe(200);
    // The outbox replays the same vote: it answers the first, and the unfollow stays.
    expect((await vote(unfollower, id, { 'X-Chispa-Queued-At': String(Date.now() - 60_000) })).status).toBe(200);
    expect(await followOf(unfollower, id)).toEqual({ project: id, following: false, source: 'manual' });

    expect((await follow(early, id, false)).status).toBe(200);
    expect((await vote(early, id)).status).toBe(201);
    expect(await followOf(early, id)).toEqual({ project: id, following: false, source: 'manual' });
  });

  it('brings the result once final to the followers’ inboxes and devices, not to a member who unfollowed', async () => {
    const service = pushServiceClient(inject('pushServiceUrl'), inject('pushServiceCa'));
    const publicKey = (await apiClient().call('/api/push/key')).body.data.publicKey as string;
    const subscribe = async (member: Member) => {
      const device = await service.subscribe(publicKey);
      const saved = await member.as('/api/push/subscription', { method: 'PUT', json: { endpoint: device.endpoint, keys: device.keys, topics: ['projectResults'], locale: 'es' } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      return device;
    };
    const id = await project();
    const [voter, follower, unfollower, stranger] = [await newMember(), await newMember(), await newMember(), await newMember()];
    const [voterDevice, unfollowerDevice] = [await subscribe(voter), await subscribe(unfollower)];
    expect((await vote(voter, id)).status).toBe(201);
    expect((await follow(follower, id, true)).status).toBe(200);
    expect((await vote(unfollower, id)).status).toBe(201);
    expect((await follow(unfollower, id, false)).status).toBe(200);
    await closeVoting(editor, id);

    await expect.poll(async () => (await entriesAbout(voter, 'projectResults', `/projects/${id}`)).length, { timeout: 15_000 }).toBe(1);
    const [entry] = await entriesAbout(follower, 'projectResults', `/projects/${id}`);
    expect(entry).toMatchObject({ kind: 'projectResults', topic: 'results', url: `/projects/${id}`, readAt: null, params: { titles: { es: `${MARK} ${projects.indexOf(id)}`, en: null } } });
    expect(entry!.params).not.toHaveProperty('won');
    const messages = async (device: { clientHash: string }) => (await service.messages(device.clientHash)).map((m) => JSON.parse(m) as { title: string; url: string });
    await expect.poll(async () => (await messages(voterDevice)).map((m) => m.url), { timeout: 15_000 }).toEqual([`/projects/${id}`]);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await entriesAbout(voter, 'projectResults', `/projects/${id}`)).toHaveLength(1); // told once
    expect(await entriesAbout(unfollower, 'projectResults', `/projects/${id}`)).toEqual([]);
    expect(await entriesAbout(stranger, 'projectResults', `/projects/${id}`)).toEqual([]);
    expect(await messages(unfollowerDevice)).toEqual([]);

    // What they follow and were told is in their data's download.
    const data = (await voter.as('/api/member-data')).body;
    expect(data.follows).toEqual([expect.objectContaining({ project: id, following: true, source: 'vote' })]);
    expect(data.inbox).toEqual([expect.objectContaining({ event: `projectResults:${id}`, topic: 'results', url: `/projects/${id}`, readAt: null })]);
    // And goes with their account.
    expect((await follower.as('/api/account-deletion', { method: 'POST', json: { password: follower.password } })).status).toBe(200);
  });

  it('brings a draw’s result to its ticket holders, each with whether they won, and to the project’s followers who did not enter', async () => {
    const reward = (
      await editor.saveDraft(REWARD, null, { title: `${MARK} premio`, cost: 1, prizes: 1, start_date: '2020-01-01T00:00:00.000Z', end_date: new Date(Date.now() + 25_000).toISOString() })
    ).documentId;
    rewards.push(reward);
    const id = await project({ published: false, extra: { project_type: 'humans', reward: { connect: [{ documentId: reward, locale: 'es' }] } } });
    await publish(editor, PROJECT, id);
    await publish(editor, REWARD, reward);
    const [first, second, voterOnly, follower] = [await newMember(), await newMember(), await newMember(), await newMember()];
    for (const member of [first, second, voterOnly]) expect((await vote(member, id)).status).toBe(201);
    expect((await follow(follower, id, true)).status).toBe(200);
    // An entrant who unfollowed the project still hears of the draw they entered.
    expect((await follow(second, id, false)).status).toBe(200);
    for (const member of [first, second]) {
      const entered = await member.as('/api/participations', { method: 'POST', json: { rewardId: reward, amount: 1, locale: 'es' }, headers: { 'Idempotency-Key': randomUUID() } });
      expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    }
    const url = `/rewards/${reward}`;
    await expect.poll(async () => (await entriesAbout(follower, 'drawResults', url)).length, { timeout: 60_000, interval: 1000 }).toBe(1);
    const outcomes = [];
    for (const member of [first, second]) {
      const entries = await entriesAbout(member, 'drawResults', url);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ topic: 'draws', params: { titles: { es: `${MARK} premio`, en: null } } });
      outcomes.push(entries[0]!.params.won);
    }
    expect(outcomes.sort()).toEqual([false, true]); // one prize, two holders
    for (const member of [voterOnly, follower]) {
      const [entry] = await entriesAbout(member, 'drawResults', url);
      expect(entry).toMatchObject({ kind: 'drawResults', topic: 'draws', url });
      expect(entry!.params).not.toHaveProperty('won');
    }
  }, 90_000);
});
