import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInEditor, type Editor } from './editor';
import { newMember, type Member } from './members';
import { makeCodes, verifyByCode } from './eligibility-helpers';

const REWARD = 'api::reward.reward';
const PROJECT = 'api::project.project';
const MARK = `RECUENTO${Date.now()}`;

let editor: Editor;
let projects: [string, string];
const made: Array<[uid: string, documentId: string]> = [];

const publish = async (uid: string, documentId: string) =>
  expect((await editor.call(`/content-manager/collection-types/${uid}/${documentId}/actions/publish?locale=es`, { method: 'POST', json: {} })).status).toBe(200);

async function openProject(name: string) {
  const reward = await editor.saveDraft(REWARD, null, { title: `${MARK} premio ${name}`, cost: 1, prizes: 1, start_date: '2020-01-01T00:00:00.000Z', end_date: '2099-01-01T00:00:00.000Z' });
  made.push([REWARD, reward.documentId]);
  const saved = await editor.saveDraft(PROJECT, null, {
    name: `${MARK} ${name}`,
    location: 'Valencia',
    currentstatus: 'published',
    project_type: 'humans',
    voting_start: '2020-01-01',
    voting_end: '2099-01-01',
    reward: { connect: [{ documentId: reward.documentId, locale: 'es' }] },
  });
  made.push([PROJECT, saved.documentId]);
  await publish(PROJECT, saved.documentId);
  await publish(REWARD, reward.documentId);
  return saved.documentId;
}

beforeAll(async () => {
  editor = await signInEditor();
  projects = [await openProject('uno'), await openProject('dos')];
});
afterAll(async () => {
  for (const [uid, documentId] of made.sort(([a], [b]) => (a === PROJECT ? -1 : b === PROJECT ? 1 : 0))) await editor.remove(uid, documentId);
});

const vote = async (member: Member, support: 1 | -1, project: string) =>
  expect((await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support, project } } })).status).toBe(201);

type Split = { positive: number; negative: number; total: number };
type Expected = Split & { verified: Split };

/** What the campaign view shows for the projects this file made. */
async function shown(): Promise<Expected[]> {
  const { body } = await editor.call('/campaign/projects');
  return projects.map((documentId) => {
    const row = body.data.find((p: { documentId: string }) => p.documentId === documentId);
    return { positive: row.positive, negative: row.negative, total: row.total, verified: row.verified };
  });
}

/** The same, recounted from what this file did: each voter's votes, and whether the voter is verified now and still there. */
type Voter = { member: Member; votes: Array<[project: 0 | 1, support: 1 | -1]>; verified: boolean; deleted: boolean };
function recount(voters: Voter[]): Expected[] {
  return [0, 1].map((index) => {
    const count = (only: (voter: Voter) => boolean): Split => {
      const supports = voters.filter(only).flatMap((voter) => voter.votes.filter(([project]) => project === index).map(([, support]) => support));
      const positive = supports.filter((s) => s > 0).length;
      return { positive, negative: supports.length - positive, total: supports.length };
    };
    return { ...count(() => true), verified: count((voter) => voter.verified && !voter.deleted) };
  });
}

describe('the campaign view’s tallies, kept as votes are cast (issue 51)', () => {
  it('equal a recount after votes, a refused second vote, a verification, a revocation and an account’s deletion', async () => {
    const voters: Voter[] = await Promise.all([0, 1, 2, 3].map(async () => ({ member: await newMember(), votes: [], verified: false, deleted: false })));
    const cast = async (voter: Voter, project: 0 | 1, support: 1 | -1) => {
      await vote(voter.member, support, projects[project]);
      voter.votes.push([project, support]);
    };
    expect(await shown()).toEqual(recount(voters));

    const [a, b, c, d] = voters as [Voter, Voter, Voter, Voter];
    await cast(a, 0, 1);
    await cast(a, 1, -1);
    await cast(b, 0, -1);
    await cast(c, 0, 1);
    expect(await shown()).toEqual(recount(voters));

    // A second vote on the same project is refused and counts nothing.
    expect((await a.member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: -1, project: projects[0] } } })).status).toBeGreaterThanOrEqual(400);
    expect(await shown()).toEqual(recount(voters));

    // Verified: their votes so far, and those after, count among the verified.
    const codes = await makeCodes(editor, 3);
    for (const [voter, code] of [[a, codes[0]], [c, codes[1]], [d, codes[2]]] as const) {
      expect((await verifyByCode(voter.member, code!)).status).toBe(200);
      voter.verified = true;
    }
    await cast(d, 0, -1);
    expect(await shown()).toEqual(recount(voters));

    // Revoked: their votes stay, outside the verified.
    const revoked = await editor.call('/campaign/verification/revoke', { method: 'POST', json: { email: c.member.email, note: 'Código de otra persona' } });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    c.verified = false;
    expect(await shown()).toEqual(recount(voters));

    // Deleted while verified: the votes stay counted, by nobody, so outside the verified.
    expect((await a.member.as('/api/account-deletion', { method: 'POST', json: { password: a.member.password } })).status).toBe(200);
    a.deleted = true;
    expect(await shown()).toEqual(recount(voters));
  });
});
