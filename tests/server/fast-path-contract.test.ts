import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInEditor, type Editor } from './editor';
import { newMember, seededProjects, type Member } from './members';

/**
 * Votes, draw entries and DIDs records are written by our own SQL (server/src/lib/strapi-internals),
 * not by Strapi's Document Service. Read back through the admin panel's content manager (which reads
 * through the Document Service), every field and the member relation must be what the API answered:
 * the contract an upgrade of Strapi must keep (lib/strapi-internals checks its shape at boot). Runs on
 * SQLite and on PostgreSQL, like every server test.
 */
let editor: Editor;
beforeAll(async () => {
  editor = await signInEditor();
});

const collection = (uid: string) => `/content-manager/collection-types/${uid}`;

/** The member's one entry of a type whose `field` is `value`, as the content manager shows it, with its member. */
async function readBack(uid: string, member: Member, field: string, value: string | number) {
  const list = await editor.call(`${collection(uid)}?page=1&pageSize=10&filters[$and][0][${field}][$eq]=${encodeURIComponent(String(value))}&filters[$and][1][user][id][$eq]=${member.user.id}`);
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  expect(list.body.results).toHaveLength(1);
  const documentId = list.body.results[0].documentId as string;
  const entry = await editor.call(`${collection(uid)}/${documentId}`);
  expect(entry.status).toBe(200);
  const related = await editor.call(`/content-manager/relations/${uid}/${documentId}/user`);
  expect(related.status, JSON.stringify(related.body)).toBe(200);
  return { entry: entry.body.data as Record<string, unknown>, users: related.body.results as { id: number }[] };
}

const recently = (value: unknown) => {
  const at = Date.parse(String(value));
  expect(Number.isNaN(at)).toBe(false);
  expect(Math.abs(Date.now() - at)).toBeLessThan(5 * 60_000);
};

describe('fast-path writes, read back through the content manager', () => {
  it('a vote: its support, project, key, dates and member', async () => {
    const member = await newMember();
    const { Huertos } = await seededProjects();
    const cast = await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project: Huertos!.documentId } } });
    expect(cast.status).toBe(201);

    const { entry, users } = await readBack('api::user-project-support.user-project-support', member, 'projectDocumentId', Huertos!.documentId);
    expect(entry).toMatchObject({ documentId: cast.body.data.documentId, support: 1, projectDocumentId: Huertos!.documentId });
    expect(entry.voteKey).toEqual(expect.any(String));
    recently(entry.createdAt);
    recently(entry.updatedAt);
    recently(entry.publishedAt);
    expect(users.map((user) => user.id)).toEqual([member.user.id]);

    // The vote's award, written beside it: a DIDs record of the member's, for this project.
    const award = await readBack('api::did-record.did-record', member, 'reason', 'vote');
    expect(award.entry).toMatchObject({ reason: 'vote', subjectDocumentId: Huertos!.documentId });
    expect(award.entry.amount).toEqual(expect.any(Number));
    recently(award.entry.publishedAt);
    expect(award.users.map((user) => user.id)).toEqual([member.user.id]);
  });

  it('a draw entry and its DIDs debit: every field and the member', async () => {
    const member = await newMember();
    const { Huertos } = await seededProjects();
    const reward = Huertos!.reward!;
    expect((await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project: Huertos!.documentId } } })).status).toBe(201);
    const key = randomUUID();
    const entered = await member.as('/api/participations', { method: 'POST', json: { rewardId: reward.documentId, amount: 1, locale: 'es' }, headers: { 'Idempotency-Key': key } });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);

    const { entry, users } = await readBack('api::participation.participation', member, 'rewardDocumentId', reward.documentId);
    expect(entry).toMatchObject({ documentId: entered.body.data.documentId, rewardDocumentId: reward.documentId, amount: 1, cost: reward.cost, total: reward.cost, locale_used: 'es' });
    expect(entry.requestKey).toEqual(expect.any(String));
    recently(entry.date);
    recently(entry.publishedAt);
    expect(users.map((user) => user.id)).toEqual([member.user.id]);

    const debit = await readBack('api::did-record.did-record', member, 'reason', 'participation');
    expect(debit.entry).toMatchObject({ amount: -reward.cost, reason: 'participation' });
    recently(debit.entry.publishedAt);
    expect(debit.users.map((user) => user.id)).toEqual([member.user.id]);
  });
});

describe("a member's profile (GET /users/me)", () => {
  const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

  /** The app's request (answered from the member already read) and users-permissions' own path. */
  async function bothAnswers(member: Member) {
    const fast = await member.as('/api/users/me?populate=all&locale=es');
    const bare = await member.as('/api/users/me');
    const strapis = await member.as('/api/users/me?populate[image]=true');
    for (const answer of [fast, bare, strapis]) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { fast: fast.body, bare: bare.body, strapis: strapis.body };
  }

  it("is users-permissions' own answer, field by field, without a picture and with one", async () => {
    const member = await newMember();
    const before = await bothAnswers(member);
    expect(before.fast).toEqual(before.strapis);
    expect(before.bare).toEqual(before.strapis);
    expect(before.fast).toMatchObject({ id: member.user.id, email: member.email, image: null, pendingEmail: null });
    expect(before.fast).not.toHaveProperty('password');
    expect(before.fast).not.toHaveProperty('role');

    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'avatar.png');
    const stored = await member.client.call('/api/upload', { method: 'POST', body: form, token: member.jwt });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const saved = await member.as(`/api/users/${member.user.id}`, { method: 'PUT', json: { firstName: 'A', lastName: 'B', email: member.email, image: stored.body[0].id } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const after = await bothAnswers(member);
    expect(after.fast).toEqual(after.strapis);
    expect(after.fast.image).toMatchObject({ id: stored.body[0].id, url: stored.body[0].url });
  });
});
