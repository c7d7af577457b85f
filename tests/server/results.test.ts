// Results of a voting (issue 28, item 1): counted by the server, shown when the project's editor
// said (after closing by default, live, or never), refused with a code otherwise.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pushServiceClient } from '../setup/push-service';
import { apiClient } from './client';
import { signInEditor, type Editor } from './editor';
import { newMember, seededProjects, type Member } from './members';

const PROJECT = 'api::project.project';
const MARK = `RESULTADOS${Date.now()}`;
const OPEN = { voting_start: '2020-01-01', voting_end: '2099-01-01' };
/** Ends today (Madrid): voting closed at the start of yesterday, recently enough to be news. */
const CLOSED = { voting_start: '2020-01-01', voting_end: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date()) };
let editor: Editor;
let partner: string;
const made: string[] = [];
const guest = apiClient();

async function publish(documentId: string) {
  const published = await editor.call(`/content-manager/collection-types/${PROJECT}/${documentId}/actions/publish?locale=es`, { method: 'POST', json: {} });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
}

/** A published project of `type` whose tallies show `results_visibility`, open to votes. */
async function project(type: 'humans' | 'others' | 'lookwhat' | 'form', results_visibility: 'afterClosing' | 'live' | 'never' = 'afterClosing') {
  const saved = await editor.saveDraft(PROJECT, null, {
    name: `${MARK} ${type} ${results_visibility}`,
    location: 'Huesca',
    currentstatus: 'published',
    project_type: type,
    // A lookwhat project is published with its options named (lib/option-labels.ts).
    ...(type === 'lookwhat' ? { option1_label: 'Mural', option2_label: 'Fuente' } : {}),
    results_visibility,
    ...OPEN,
    partner: { connect: [{ documentId: partner, locale: 'es' }] },
  });
  made.push(saved.documentId);
  await publish(saved.documentId);
  return saved.documentId;
}

/** The editor closes the voting (its end moved into the past) and republishes. */
async function closeVoting(documentId: string) {
  await editor.saveDraft(PROJECT, documentId, CLOSED);
  await publish(documentId);
}

const vote = (member: Member, projectId: string, support: 1 | -1) =>
  member.as('/api/user-project-supports', { method: 'POST', json: { data: { support, project: projectId } } });
const results = (projectId: string) => guest.call(`/api/projects/${projectId}/results`);
const listed = async (projectId: string) => ((await guest.call('/api/project-results')).body.data as { project: string }[]).find((r) => r.project === projectId);

beforeAll(async () => {
  editor = await signInEditor();
  partner = (await guest.call(`/api/projects/${(await seededProjects()).Huertos!.documentId}?populate=partner&locale=es`)).body.data.partner.documentId;
}, 60_000);

afterAll(async () => {
  for (const documentId of made) await editor.remove(PROJECT, documentId);
});

describe('results', () => {
  it('are refused while voting is open (after closing, the default), then shown with counts and shares once it closes', async () => {
    const id = await project('humans');
    const [a, b, c] = [await newMember(), await newMember(), await newMember()];
    for (const [member, support] of [[a, 1], [b, 1], [c, -1]] as const) expect((await vote(member, id, support)).status).toBe(201);
    const early = await results(id);
    expect(early.status).toBe(409);
    expect(early.body.error.details.code).toBe('results.notYet');
    expect(await listed(id)).toBeUndefined();

    await closeVoting(id);
    const shown = await results(id);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body.data).toEqual({ project: id, kind: 'supportOppose', counts: { positive: 2, negative: 1 }, shares: { positive: 67, negative: 33 }, total: 3, final: true, provisional: false });
    expect(await listed(id)).toEqual(shown.body.data);
  });

  it('are never shown when the editor chose "never", even after closing', async () => {
    const id = await project('others', 'never');
    await closeVoting(id);
    const refused = await results(id);
    expect(refused.status).toBe(403);
    expect(refused.body.error.details.code).toBe('results.hidden');
    expect(await listed(id)).toBeUndefined();
  });

  it('are live during voting when the editor chose "live", marked not final', async () => {
    const id = await project('others', 'live');
    const shown = await results(id);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ counts: { positive: 0, negative: 0 }, shares: { positive: 0, negative: 0 }, total: 0, final: false, provisional: false });
    expect(await listed(id)).toMatchObject({ final: false });
  });

  it('are option 1 against option 2 on a lookwhat project', async () => {
    const id = await project('lookwhat', 'live');
    const member = await newMember();
    expect((await vote(member, id, -1)).status).toBe(201); // option 1
    expect((await results(id)).body.data).toMatchObject({ kind: 'options', counts: { positive: 0, negative: 1 }, shares: { positive: 0, negative: 100 } });
  });

  it('do not exist for a form project, nor for a project that is not published', async () => {
    const form = await project('form', 'live');
    const refused = await results(form);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.code).toBe('results.noVoting');
    const draft = await editor.saveDraft(PROJECT, null, { name: `${MARK} borrador`, location: 'Huesca', currentstatus: 'published', project_type: 'others', results_visibility: 'live', ...OPEN });
    made.push(draft.documentId);
    const unpublished = await results(draft.documentId);
    expect(unpublished.status).toBe(404);
    expect(unpublished.body.error.details.code).toBe('project.notFound');
    expect((await guest.call('/api/projects/not-an-id!/results')).status).toBe(400);
  });

  it('count 30 parallel votes exactly, and a vote drops the live tally at once', async () => {
    const id = await project('humans', 'live');
    const members = await Promise.all(Array.from({ length: 30 }, () => newMember()));
    expect((await results(id)).body.data.total).toBe(0); // read (and kept) before the votes
    const answers = await Promise.all(members.map((member, i) => vote(member, id, i % 3 === 0 ? -1 : 1)));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201));
    expect((await results(id)).body.data).toMatchObject({ counts: { positive: 20, negative: 10 }, shares: { positive: 67, negative: 33 }, total: 30 });
    const late = await newMember();
    expect((await vote(late, id, -1)).status).toBe(201);
    expect((await results(id)).body.data).toMatchObject({ counts: { positive: 20, negative: 11 }, total: 31 });
  });

  it('are told to the voters who asked for it, once, when the voting has closed', async () => {
    const service = pushServiceClient(inject('pushServiceUrl'), inject('pushServiceCa'));
    const publicKey = (await guest.call('/api/push/key')).body.data.publicKey as string;
    const subscribe = async (member: Member, topics: string[]) => {
      const device = await service.subscribe(publicKey);
      const saved = await member.as('/api/push/subscription', { method: 'PUT', json: { endpoint: device.endpoint, keys: device.keys, topics, locale: 'es' } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      return device;
    };
    const id = await project('others');
    const [voter, other, notAsked] = [await newMember(), await newMember(), await newMember()];
    const voterDevice = await subscribe(voter, ['projectResults']);
    const otherDevice = await subscribe(other, ['projectResults']);
    const notAskedDevice = await subscribe(notAsked, ['newProjects']);
    expect((await vote(voter, id, 1)).status).toBe(201);
    expect((await vote(notAsked, id, 1)).status).toBe(201);
    await closeVoting(id);
    const messages = async (device: { clientHash: string }) => (await service.messages(device.clientHash)).map((m) => JSON.parse(m) as { title: string; url: string });
    await expect.poll(async () => (await messages(voterDevice)).map((m) => [m.title, m.url]), { timeout: 15_000 }).toEqual([['Ya hay resultado', `/projects/${id}`]]);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await messages(voterDevice)).toHaveLength(1);
    expect(await messages(otherDevice)).toEqual([]); // did not vote
    expect(await messages(notAskedDevice)).toEqual([]); // did not ask
  });

  it('are explained to editors in the admin panel, with when voting closes', async () => {
    const configuration = await editor.call(`/content-manager/content-types/${PROJECT}/configuration`);
    expect(configuration.status).toBe(200);
    const metadatas = configuration.body.data.contentType.metadatas;
    expect(metadatas.voting_end.edit.description).toContain('el último día para votar es el 13');
    expect(metadatas.voting_end.edit.description).toContain('13 May is the last day to vote');
    expect(metadatas.results_visibility.edit.description).toContain('once voting closes (default), live during voting, or never');
  });
});
