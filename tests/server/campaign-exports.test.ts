import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiClient } from './client';
import { signInEditor, type Editor } from './editor';
import { newMember, seededProjects, type Member } from './members';
import { parseCsv } from './campaign-helpers';

const REWARD = 'api::reward.reward';
const PROJECT = 'api::project.project';
const MARK = `EXPORT${Date.now()}`;
/** Members and entries each: 12 entries, pages of 5 under the probe (export-probe.ts). */
const MEMBERS = 3;
const ENTRIES_EACH = 4;

let editor: Editor;
let reward: string;
let project: string;
const members: Member[] = [];

const enter = async (member: Member) => {
  const entered = await member.as('/api/participations', { method: 'POST', json: { rewardId: reward, amount: 1, locale: 'es' }, headers: { 'Idempotency-Key': randomUUID() } });
  expect(entered.status, JSON.stringify(entered.body)).toBe(201);
};

beforeAll(async () => {
  editor = await signInEditor();
  const partner = (await apiClient().call(`/api/projects/${(await seededProjects()).Huertos!.documentId}?populate=partner&locale=es`)).body.data.partner.documentId;
  reward = (await editor.saveDraft(REWARD, null, { title: `${MARK} premio`, cost: 1, prizes: 1, start_date: '2020-01-01T00:00:00.000Z', end_date: new Date(Date.now() + 86_400_000).toISOString() })).documentId;
  project = (
    await editor.saveDraft(PROJECT, null, {
      name: `${MARK} proyecto`,
      location: 'Valencia',
      currentstatus: 'published',
      project_type: 'humans',
      voting_start: '2020-01-01',
      voting_end: '2099-01-01',
      partner: { connect: [{ documentId: partner, locale: 'es' }] },
      reward: { connect: [{ documentId: reward, locale: 'es' }] },
    })
  ).documentId;
  for (const [uid, id] of [[PROJECT, project], [REWARD, reward]] as const) {
    expect((await editor.call(`/content-manager/collection-types/${uid}/${id}/actions/publish?locale=es`, { method: 'POST', json: {} })).status).toBe(200);
  }
  for (let i = 0; i < MEMBERS; i += 1) {
    const member = await newMember({ firstName: `=Miembro ${i}`, lastName: `${MARK}; "${i}"` });
    expect((await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project } } })).status).toBe(201);
    const granted = await editor.call('/campaign/corrections', { method: 'POST', json: { email: member.email, amount: 50, note: 'Para participar', requestId: randomUUID() } });
    expect(granted.status).toBe(201);
    for (let j = 0; j < ENTRIES_EACH; j += 1) await enter(member);
    members.push(member);
  }
});

afterAll(async () => {
  await editor.remove(PROJECT, project);
  await editor.remove(REWARD, reward);
});

/** The export, as its bytes arrive: a reader of the response's body, unzipped (the probe pauses mid-file, and gzip would hold its first bytes back). */
async function openExport(path: string, probe: string) {
  const response = await fetch(`${inject('strapiUrl')}${path}`, { headers: { Authorization: `Bearer ${editor.token()}`, 'X-Chispa-Export-Probe': probe, 'Accept-Encoding': 'identity' } });
  expect(response.status).toBe(200);
  return { response, reader: response.body!.getReader() };
}

describe('a streamed export', () => {
  it('sends its first rows before it reads its last one, and the whole file equals the entries', async () => {
    const probe = `entries-${randomUUID()}`;
    const { response, reader } = await openExport(`/campaign/rewards/${reward}/entries?format=csv`, probe);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    let text = '';
    // The header row and the first page: what the server sent before it read the second page.
    while ((text.match(/\r\n/g) ?? []).length < 6) {
      const chunk = await reader.read();
      expect(chunk.done).toBe(false);
      text += decoder.decode(chunk.value, { stream: true });
    }
    const seen = (await editor.call(`/campaign/dev/exports/${probe}`)).body.data;
    expect(seen).toEqual({ rowsRead: 5, finished: false, waiting: true });

    // An entry made now, while the export waits, is in the file: its rows are read after its first bytes left.
    await enter(members[0]!);
    expect((await editor.call(`/campaign/dev/exports/${probe}/release`, { method: 'POST', json: {} })).body.data).toEqual({ released: true });
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true });
    text += decoder.decode();
    expect((await editor.call(`/campaign/dev/exports/${probe}`)).body.data).toEqual({ rowsRead: MEMBERS * ENTRIES_EACH + 1, finished: true, waiting: false });

    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1));
    const entries = (await editor.call(`/campaign/rewards/${reward}/entries`)).body.data as Array<{ date: string; member: { email: string; firstName: string; lastName: string }; tickets: number; dids: number; locale: string }>;
    expect(entries).toHaveLength(MEMBERS * ENTRIES_EACH + 1);
    expect(rows).toEqual([
      ['Fecha', 'Nombre', 'Apellidos', 'E-mail', 'Verificación', 'Papeletas', 'DIDs', 'Idioma'],
      ...entries.map((e) => [e.date, `'${e.member.firstName}`, e.member.lastName, e.member.email, 'sin verificar', String(e.tickets), String(e.dids), e.locale]),
    ]);
  });

  it('streams a form reward’s sign-ups with the same probe, and without it in one go', async () => {
    const probe = `signups-${randomUUID()}`;
    const { reader } = await openExport(`/campaign/rewards/${reward}/sign-ups?format=csv`, probe);
    const decoder = new TextDecoder();
    let text = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true });
    // No sign-ups: one page, short, so the export never waits.
    const rows = parseCsv(text);
    expect(rows).toHaveLength(1);
    expect([rows[0]!.slice(0, 5), rows[0]!.at(-1)]).toEqual([['Fecha', 'Nombre', 'Apellidos', 'E-mail', 'Verificación'], 'Idioma']);
    expect((await editor.call(`/campaign/dev/exports/${probe}`)).body.data).toEqual({ rowsRead: 0, finished: true, waiting: false });
  });

  it('answers no probe to a name it never saw', async () => {
    expect((await editor.call(`/campaign/dev/exports/nobody`)).body.data).toBeNull();
  });
});
