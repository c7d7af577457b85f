import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { newMember, seededProjects, type Member } from './members';

type Attempt = { name: string; method: string; path: (m: Member) => string; body: unknown; raw?: boolean; headers?: Record<string, string> };

const huge = 'x'.repeat(300_000);
const long = 'y'.repeat(10_000);

function attempts(project: string, reward: string, formReward: string): Attempt[] {
  const vote = (data: unknown): Attempt => ({ name: `vote ${JSON.stringify(data)?.slice(0, 60)}`, method: 'POST', path: () => '/api/user-project-supports', body: { data } });
  const enter = (body: unknown, headers: Record<string, string> = { 'Idempotency-Key': randomUUID() }): Attempt => ({
    name: `participation ${JSON.stringify(body)?.slice(0, 60)}`, method: 'POST', path: () => '/api/participations', body, headers,
  });
  const form = (change: Record<string, unknown>): Attempt => ({
    name: `form ${JSON.stringify(change).slice(0, 60)}`, method: 'POST', path: () => '/api/form-participations',
    body: { rewardId: formReward, city: 'Valencia', phone: '600000000', option: 1, legal: true, acceptPolicy: true, ...change },
  });
  const profile = (change: Record<string, unknown>): Attempt => ({
    name: `profile ${JSON.stringify(change).slice(0, 60)}`, method: 'PUT', path: (m) => `/api/users/${m.user.id}`,
    body: { firstName: 'A', lastName: 'B', email: 'placeholder', ...change },
  });
  const share = (body: unknown): Attempt => ({ name: `share ${JSON.stringify(body)?.slice(0, 60)}`, method: 'POST', path: () => '/api/challenges/shareProject', body });
  const raw = (path: string, text: string): Attempt => ({ name: `raw ${path} ${text.slice(0, 20)}`, method: 'POST', path: () => path, body: text, raw: true });

  return [
    raw('/api/user-project-supports', '{"data": {'),
    raw('/api/participations', 'not json at all'),
    raw('/api/form-participations', '[1,2'),
    raw('/api/challenges/shareProject', '{"documentId": }'),
    { name: 'vote: array body', method: 'POST', path: () => '/api/user-project-supports', body: [] },
    { name: 'vote: no data', method: 'POST', path: () => '/api/user-project-supports', body: {} },
    vote(null), vote([]), vote({}), vote({ support: 0, project }), vote({ support: 2, project }), vote({ support: '1', project }),
    vote({ support: 1.5, project }), vote({ support: true, project }), vote({ support: null, project }), vote({ support: 1 }),
    vote({ support: 1, project: '' }), vote({ support: 1, project: 123 }), vote({ support: 1, project: { $ne: null } }),
    vote({ support: 1, project: long }), vote({ support: 1, project: '../../etc/passwd' }), vote({ support: 1, project, user: 1 }),
    vote({ support: 1, project, extra: huge }),
    enter({ rewardId: reward, amount: 0 }), enter({ rewardId: reward, amount: 6 }), enter({ rewardId: reward, amount: -1 }),
    enter({ rewardId: reward, amount: 1.5 }), enter({ rewardId: reward, amount: '2' }), enter({ rewardId: reward, amount: null }),
    enter({ rewardId: reward, amount: 1e9 }), enter({ amount: 1 }), enter({ rewardId: 42, amount: 1 }), enter({ rewardId: { $gt: '' }, amount: 1 }),
    enter({ rewardId: long, amount: 1 }), enter({ rewardId: reward, amount: 1, locale: 'xx' }), enter({ rewardId: reward, amount: 1, cost: 0 }),
    enter({ rewardId: reward, amount: 1, userId: 1 }), enter([{ rewardId: reward, amount: 1 }]), enter({ rewardId: reward, amount: 1 }, {}),
    form({ city: 7 }), form({ city: long }), form({ phone: 600000000 }), form({ option: '1' }), form({ option: 0 }),
    form({ option: 2, option2Fields: 'yes' }), form({ option: 2, option2Fields: { name: 'A', year: '2019', location: true } }),
    form({ legal: 'true' }), form({ rewardId: null }), form({ user: 2 }),
    profile({ firstName: 123 }), profile({ email: ['a@b.c'] }), profile({ image: 'abc' }), profile({ image: -1 }),
    profile({ birthDate: '2020-13-01' }), profile({ birthDate: 20200101 }), profile({ lastName: huge }), profile({ gender: { a: 1 } }),
    profile({ firstName: null }),
    share({}), share({ documentId: 1 }), share({ documentId: { $gt: '' } }), share(null),
  ];
}

async function snapshot(member: Member, reward: string, formReward: string) {
  const [me, records, votes, participations, forms, projects] = await Promise.all([
    member.as('/api/users/me'),
    member.as('/api/did-records'),
    member.as('/api/user-project-supports'),
    member.as(`/api/participations?documentId=${reward}`),
    member.as(`/api/form-participations?documentId=${formReward}`),
    apiClient().call('/api/projects?populate=all'),
  ]);
  return { me: me.body, records: records.body, votes: votes.body, participations: participations.body, forms: forms.body, projects: projects.body };
}

describe('malformed payloads', () => {
  it('answer every one of at least 50 bad writes with a 4xx and a code, and change nothing', async () => {
    const member = await newMember();
    const { Huertos, Limpieza } = await seededProjects();
    await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project: Huertos!.documentId } } });
    const reward = Huertos!.reward!.documentId;
    const formReward = Limpieza!.reward!.documentId;
    const list = attempts(Huertos!.documentId, reward, formReward);
    expect(list.length).toBeGreaterThanOrEqual(50);

    const before = await snapshot(member, reward, formReward);
    const failures: string[] = [];
    for (const attempt of list) {
      const body = attempt.raw ? String(attempt.body) : JSON.stringify(attempt.body).replace('"placeholder"', JSON.stringify(member.email));
      const answer = await member.client.call(attempt.path(member), {
        method: attempt.method,
        token: member.jwt,
        headers: { 'Content-Type': 'application/json', ...attempt.headers },
        body,
      });
      const code = answer.body?.error?.details?.code;
      if (answer.status < 400 || answer.status >= 500 || typeof code !== 'string') {
        failures.push(`${attempt.name}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot(member, reward, formReward)).toEqual(before);
  });
});
