// The in-app inbox (issue 52, item 4): what each member was told, newest first, with read state and a
// counter; each member reads and marks their own entries only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { signInEditor, type Editor } from './editor';
import { newMember, type Member } from './members';
import { closeVoting, follow, inbox, openProject, PROJECT, seededPartner, until, type InboxEntry } from './follow-helpers';

const MARK = `BUZON${Date.now()}`;
let editor: Editor;
const projects: string[] = [];
let reader: Member;
let other: Member;

const unread = async (member: Member) => {
  const answer = await member.as('/api/inbox/unread');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.unread as number;
};
const markRead = (member: Member, body: unknown) => member.as('/api/inbox/read', { method: 'POST', json: body });

beforeAll(async () => {
  editor = await signInEditor();
  const partner = await seededPartner();
  for (let i = 0; i < 3; i += 1) projects.push(await openProject(editor, partner, `${MARK} ${i}`));
  [reader, other] = [await newMember(), await newMember()];
  // The reader follows the three projects, the other member the first only; the results come one by one.
  for (const id of projects) expect((await follow(reader, id, true)).status).toBe(200);
  expect((await follow(other, projects[0]!, true)).status).toBe(200);
  for (const id of projects) {
    await closeVoting(editor, id);
    await until(`the result of ${id}`, async () => (await inbox(reader)).some((entry) => entry.url === `/projects/${id}`));
  }
  await until('the other member’s entry', async () => (await inbox(other)).length === 1);
}, 120_000);

afterAll(async () => {
  for (const id of projects) await editor.remove(PROJECT, id);
});

describe('the inbox', () => {
  it('lists the member’s own entries newest first, a page at a time, with the pagination and the unread count', async () => {
    const first = await reader.as('/api/inbox?page=1&pageSize=2');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.meta).toEqual({ pagination: { page: 1, pageSize: 2, pageCount: 2, total: 3 }, unread: 3 });
    const second = await reader.as('/api/inbox?page=2&pageSize=2');
    expect(second.body.meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: 2, total: 3 });
    const entries = [...first.body.data, ...second.body.data] as InboxEntry[];
    expect(entries.map((entry) => entry.url)).toEqual([...projects].reverse().map((id) => `/projects/${id}`));
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(['createdAt', 'id', 'kind', 'params', 'readAt', 'topic', 'url']);
      expect(entry).toMatchObject({ kind: 'projectResults', topic: 'results', readAt: null });
      expect(new Date(entry.createdAt).toISOString()).toBe(entry.createdAt);
    }
    // Past the last page: nothing, with the same totals.
    const past = await reader.as('/api/inbox?page=3&pageSize=2');
    expect(past.body).toEqual({ data: [], meta: { pagination: { page: 3, pageSize: 2, pageCount: 2, total: 3 }, unread: 3 } });
    // The defaults: page 1 of 20.
    expect((await reader.as('/api/inbox')).body.meta.pagination).toEqual({ page: 1, pageSize: 20, pageCount: 1, total: 3 });
    expect(await unread(reader)).toBe(3);
  });

  it('marks read the member’s own entries by id, and ignores another member’s ids', async () => {
    const [theirs] = await inbox(other);
    const mine = await inbox(reader);
    expect(mine.map((entry) => entry.id)).not.toContain(theirs!.id);
    // The reader names the other member's entry: nothing of theirs changes, and nothing is refused.
    const foreign = await markRead(reader, { ids: [theirs!.id] });
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(200);
    expect(foreign.body.data).toEqual({ unread: await unread(reader) });
    expect(await unread(other)).toBe(1);
    expect((await inbox(other))[0]!.readAt).toBeNull();

    const before = await unread(reader);
    const marked = await markRead(reader, { ids: [mine[0]!.id, mine[0]!.id] });
    expect(marked.body.data).toEqual({ unread: before - (mine[0]!.readAt === null ? 1 : 0) });
    const after = (await inbox(reader)).find((entry) => entry.id === mine[0]!.id)!;
    expect(after.readAt).not.toBeNull();
    // Marking it again keeps its first reading time.
    await markRead(reader, { ids: [mine[0]!.id] });
    expect((await inbox(reader)).find((entry) => entry.id === mine[0]!.id)!.readAt).toBe(after.readAt);
  });

  it('marks all read at once: the counter goes to 0, another member’s stays', async () => {
    const all = await markRead(reader, { all: true });
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({ unread: 0 });
    expect(await unread(reader)).toBe(0);
    expect((await inbox(reader)).every((entry) => entry.readAt !== null)).toBe(true);
    expect(await unread(other)).toBe(1);
  });

  it('refuses bad input with a 400 and a code, and a guest', async () => {
    for (const query of ['pageSize=51', 'pageSize=0', 'page=0', 'page=abc', 'page=1.5', 'page=1&page=2', 'pageSize=-3']) {
      const answer = await reader.as(`/api/inbox?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.details.code, query).toBe('query.invalid');
    }
    const bodies: unknown[] = [{}, { all: false }, { all: true, ids: [1] }, { ids: 'all' }, { ids: [0] }, { ids: ['1'] }, { ids: [1.5] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, { ids: [1], more: 1 }, [1, 2]];
    for (const body of bodies) {
      const answer = await markRead(reader, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.details.code, JSON.stringify(body)).toBe('validation.invalid');
    }
    // A guest is refused as on every member route (403 without a token, 401 with a bad one).
    const guest = apiClient();
    for (const path of ['/api/inbox', '/api/inbox/unread']) expect([401, 403]).toContain((await guest.call(path)).status);
    expect([401, 403]).toContain((await guest.call('/api/inbox/read', { method: 'POST', json: { all: true } })).status);
    expect((await guest.call('/api/inbox/unread', { token: 'not-a-token' })).status).toBe(401);
  });
});
