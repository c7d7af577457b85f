import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInEditor, type Editor } from './editor';
import { newMember, seededProjects, type Member, type Project } from './members';

type HistoryRecord = {
  id: number;
  amount: number;
  reason: string;
  createdAt: string;
  balanceAfter: number;
  subject: { kind: string; documentId: string | null; title: string | null } | null;
};

const history = async (member: Member, query = '') => {
  const { status, body } = await member.as(`/api/did-records?locale=es${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as { data: HistoryRecord[]; meta: { balance: number; pagination: { page: number; pageSize: number; pageCount: number; total: number } } };
};

const vote = (member: Member, project: string) =>
  member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project } } });

let projects: Record<string, Project>;
let editor: Editor;
/** A member with register, vote, shareProject, sharePost and participation records. */
let alba: Member;

beforeAll(async () => {
  projects = await seededProjects();
  editor = await signInEditor();
  alba = await newMember();
  const { Huertos } = projects;
  expect((await vote(alba, Huertos!.documentId)).status).toBe(201);
  await alba.as('/api/challenges/shareProject', { method: 'POST', json: { documentId: Huertos!.documentId } });
  const news = (await alba.as('/api/news?locale=es&pagination[limit]=1')).body.data[0];
  await alba.as('/api/challenges/sharePost', { method: 'POST', json: { documentId: news.documentId } });
  const entry = await alba.as('/api/participations', {
    method: 'POST',
    json: { rewardId: Huertos!.reward!.documentId, amount: 1, locale: 'es' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(entry.status, JSON.stringify(entry.body)).toBe(201);
});

describe('the DIDs history (GET /api/did-records)', () => {
  it('lists the member’s records newest first, each linked to what it is about, with the balance after it', async () => {
    const { data, meta } = await history(alba);
    const { Huertos } = projects;
    expect(data.map((r) => r.reason)).toEqual(['participation', 'sharePost', 'shareProject', 'vote', 'register']);
    expect(data[0]!.subject).toEqual({ kind: 'reward', documentId: Huertos!.reward!.documentId, title: expect.any(String) });
    expect(data[0]!.amount).toBe(-Huertos!.reward!.cost);
    expect(data[1]!.subject).toMatchObject({ kind: 'news', documentId: expect.any(String), title: expect.any(String) });
    expect(data[2]!.subject).toEqual({ kind: 'project', documentId: Huertos!.documentId, title: Huertos!.name });
    expect(data[3]).toMatchObject({ amount: 10, subject: { kind: 'project', documentId: Huertos!.documentId, title: Huertos!.name } });
    expect(data[4]!.subject).toMatchObject({ kind: 'challenge', documentId: expect.any(String), title: expect.any(String) });
    // Newest first, and the balance after the newest is the member's balance.
    const times = data.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(data[0]!.balanceAfter).toBe(meta.balance);
    for (let i = 0; i < data.length - 1; i++) expect(data[i]!.balanceAfter - data[i]!.amount).toBe(data[i + 1]!.balanceAfter);
    expect(data.at(-1)!.balanceAfter).toBe(data.at(-1)!.amount);
  });

  it('names the subject in the asked language', async () => {
    const { body } = await alba.as('/api/did-records?locale=en');
    const voteRecord = body.data.find((r: HistoryRecord) => r.reason === 'vote');
    const english = (await alba.as(`/api/projects/${projects.Huertos!.documentId}?locale=en`)).body.data.name;
    expect(voteRecord.subject.title).toBe(english);
  });

  it('pages stably in Strapi’s shape, with the right running balance on page 2', async () => {
    const whole = (await history(alba)).data;
    const first = await history(alba, '&pagination[page]=1&pagination[pageSize]=2');
    const second = await history(alba, '&pagination[page]=2&pagination[pageSize]=2');
    const third = await history(alba, '&pagination[page]=3&pagination[pageSize]=2');
    expect(first.meta.pagination).toEqual({ page: 1, pageSize: 2, pageCount: 3, total: 5 });
    expect(second.meta.pagination).toMatchObject({ page: 2, pageCount: 3, total: 5 });
    expect([...first.data, ...second.data, ...third.data]).toEqual(whole);
    // The balance after each record is the sum of it and every older one: page 2 knows page 3.
    const balances = whole.map((_, i) => whole.slice(i).reduce((sum, r) => sum + r.amount, 0));
    expect(second.data.map((r) => r.balanceAfter)).toEqual(balances.slice(2, 4));
    expect(third.data.map((r) => r.balanceAfter)).toEqual(balances.slice(4));
    expect(await history(alba, '&pagination[page]=2&pagination[pageSize]=2')).toEqual(second);
    const past = await history(alba, '&pagination[page]=9&pagination[pageSize]=2');
    expect(past.data).toEqual([]);
    // A page past the last still tells how many records there are and the balance.
    expect(past.meta.pagination).toMatchObject({ page: 9, pageCount: 3, total: 5 });
    expect(past.meta.balance).toBe(first.meta.balance);
  });

  it('never shows another member’s records, nor who a referral brought', async () => {
    const bruno = await newMember();
    const own = await history(bruno);
    expect(own.data.map((r) => r.reason)).toEqual(['register']);
    const albaIds = new Set((await history(alba)).data.map((r) => r.id));
    expect(own.data.some((r) => albaIds.has(r.id))).toBe(false);
    const body = JSON.stringify((await history(alba)).data);
    expect(body).not.toContain(bruno.email);
    expect(body).not.toMatch(/eventKey|"user"/);
  });

  it('names a referral by its challenge, never by the member it brought', async () => {
    const referrer = await newMember();
    const friend = await newMember({ referenceCode: (await referrer.as('/api/users/me')).body.referralCode });
    const referral = (await history(referrer)).data.find((r) => r.reason === 'referral');
    expect(referral, 'the referral award').toBeDefined();
    expect(referral!.subject).toMatchObject({ kind: 'challenge', documentId: expect.any(String), title: expect.any(String) });
    // Only these fields, and the subject is the challenge: nothing that could name the friend.
    expect(Object.keys(referral!).sort()).toEqual(['amount', 'balanceAfter', 'createdAt', 'documentId', 'id', 'reason', 'subject']);
    expect(Object.keys(referral!.subject!).sort()).toEqual(['documentId', 'kind', 'title']);
    expect(JSON.stringify(referral)).not.toContain(friend.email);
  });

  it('shows a subject that is no longer published as no longer available, without its title', async () => {
    const mark = `RETIRADO${Date.now()}`;
    const { documentId: partner } = (await alba.as(`/api/projects/${projects.Huertos!.documentId}?populate=partner&locale=es`)).body.data.partner;
    const project = await editor.saveDraft('api::project.project', null, {
      name: `${mark} proyecto`,
      location: 'Valencia',
      currentstatus: 'published',
      project_type: 'others',
      voting_start: '2020-01-01',
      voting_end: '2099-01-01',
      partner: { connect: [{ documentId: partner, locale: 'es' }] },
    });
    // The server is shared by every test file (editors.test.ts counts the projects): remove it after.
    try {
      const path = `/content-manager/collection-types/api::project.project/${project.documentId}`;
      expect((await editor.call(`${path}/actions/publish?locale=es`, { method: 'POST', json: {} })).status).toBe(200);
      const member = await newMember();
      expect((await vote(member, project.documentId)).status).toBe(201);
      expect((await history(member)).data[0]!.subject).toEqual({ kind: 'project', documentId: project.documentId, title: `${mark} proyecto` });

      expect((await editor.call(`${path}/actions/unpublish?locale=es`, { method: 'POST', json: {} })).status).toBe(200);
      const after = await history(member);
      expect(after.data[0]).toMatchObject({ reason: 'vote', amount: 10, subject: { kind: 'project', documentId: null, title: null } });
      expect(JSON.stringify(after)).not.toContain(mark);
    } finally {
      await editor.remove('api::project.project', project.documentId);
    }
  });

  it.each([
    'pagination[page]=0',
    'pagination[page]=abc',
    'pagination[page]=-1',
    'pagination[pageSize]=1000',
    'pagination[pageSize]=1.5',
    'pagination[page][0]=1',
    'pagination[start]=0&pagination[limit]=5',
    'pagination=1',
    `filters[user][id][$eq]=1`,
    'sort=nope:desc',
  ])('answers ?%s with 400 query.invalid, never a 5xx', async (query) => {
    const { status, body } = await alba.as(`/api/did-records?${query}`);
    expect(status, JSON.stringify(body)).toBe(400);
    expect(body.error).toMatchObject({ status: 400, name: expect.any(String), message: expect.any(String), details: { code: 'query.invalid' } });
  });
});
