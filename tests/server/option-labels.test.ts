// Named options (issue 52, item 5): a lookwhat project is published only with both options named in
// each language published; the names are answered with the Spanish fallback and fill the campaign's CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { signInEditor, type Editor } from './editor';
import { seededProjects } from './members';
import { parseCsv } from './campaign-helpers';

const PROJECT = 'api::project.project';
const collection = `/content-manager/collection-types/${PROJECT}`;
const MARK = `OPCIONES${Date.now()}`;
const NAMED = { option1_label: 'Mural', option2_label: 'Fuente' };
let editor: Editor;
let partner: string;
const made: string[] = [];
const guest = apiClient();

const publish = (documentId: string, locale: 'es' | 'en') => editor.call(`${collection}/${documentId}/actions/publish?locale=${locale}`, { method: 'POST', json: {} });
const read = (documentId: string, locale: 'es' | 'en') => guest.call(`/api/projects/${documentId}?locale=${locale}`);

/** A Spanish draft of a project of `type`, open to votes. */
async function draft(type: 'lookwhat' | 'humans', data: Record<string, unknown> = {}) {
  const saved = await editor.saveDraft(PROJECT, null, {
    name: `${MARK} ${type}`,
    location: 'Lleida',
    currentstatus: 'published',
    project_type: type,
    voting_start: '2020-01-01',
    voting_end: '2099-01-01',
    partner: { connect: [{ documentId: partner, locale: 'es' }] },
    ...data,
  });
  made.push(saved.documentId);
  return saved.documentId;
}

beforeAll(async () => {
  editor = await signInEditor();
  partner = (await guest.call(`/api/projects/${(await seededProjects()).Huertos!.documentId}?populate=partner&locale=es`)).body.data.partner.documentId;
});

afterAll(async () => {
  for (const documentId of made) await editor.remove(PROJECT, documentId);
});

describe('a lookwhat project’s option names', () => {
  it('are needed to publish it, not to save its draft: refused with a code and the missing language, and it stays unpublished', async () => {
    const id = await draft('lookwhat', { option1_label: 'Mural', option2_label: '  ' });
    const refused = await publish(id, 'es');
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toMatchObject({ code: 'project.optionLabelsRequired', locales: ['es'] });
    expect(refused.body.error.message).toMatch(/^Un proyecto «lookwhat» se publica con el nombre de sus dos opciones/);
    expect((await read(id, 'es')).status).toBe(404);

    await editor.saveDraft(PROJECT, id, NAMED);
    expect((await publish(id, 'es')).status).toBe(200);
    expect((await read(id, 'es')).body.data).toMatchObject({ project_type: 'lookwhat', ...NAMED, locale: 'es' });
  });

  it('are answered in Spanish to an English reader until an English version is published, which needs its own', async () => {
    const id = await draft('lookwhat', NAMED);
    expect((await publish(id, 'es')).status).toBe(200);
    expect((await read(id, 'en')).body.data).toMatchObject({ ...NAMED, locale: 'es' });

    const english = { name: `${MARK} lookwhat in English`, location: 'Lleida', currentstatus: 'published', project_type: 'lookwhat' };
    expect((await editor.call(`${collection}/${id}?locale=en`, { method: 'PUT', json: english })).status).toBeLessThan(300);
    const refused = await publish(id, 'en');
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toMatchObject({ code: 'project.optionLabelsRequired', locales: ['en'] });
    expect((await read(id, 'en')).body.data.locale).toBe('es');

    expect((await editor.call(`${collection}/${id}?locale=en`, { method: 'PUT', json: { option1_label: 'Mural', option2_label: 'Fountain' } })).status).toBeLessThan(300);
    expect((await publish(id, 'en')).status).toBe(200);
    expect((await read(id, 'en')).body.data).toMatchObject({ option1_label: 'Mural', option2_label: 'Fountain', locale: 'en' });
  });

  it('are asked of no other type', async () => {
    const id = await draft('humans');
    expect((await publish(id, 'es')).status).toBe(200);
  });

  it('close the project’s row of the campaign’s CSV, empty for the other types', async () => {
    const lookwhat = await draft('lookwhat', { ...NAMED, name: `${MARK} csv lookwhat` });
    const humans = await draft('humans', { name: `${MARK} csv humans` });
    const answer = await editor.download('/campaign/projects?format=csv');
    const rows = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(answer.bytes).slice(1));
    expect(rows[0]!.slice(-2)).toEqual(['Opción 1 (lookwhat)', 'Opción 2 (lookwhat)']);
    expect(rows.find((cells) => cells[0] === `${MARK} csv lookwhat`)!.slice(-2)).toEqual(['Mural', 'Fuente']);
    expect(rows.find((cells) => cells[0] === `${MARK} csv humans`)!.slice(-2)).toEqual(['', '']);
    const listed = (await editor.call('/campaign/projects')).body.data as { documentId: string; options: unknown }[];
    expect(listed.find((p) => p.documentId === lookwhat)!.options).toEqual({ option1: 'Mural', option2: 'Fuente' });
    expect(listed.find((p) => p.documentId === humans)!.options).toBeNull();
  });

  it('name the demo’s lookwhat project in both languages', async () => {
    const { body } = await guest.call('/api/project-search?group=all&type=lookwhat&pageSize=48&locale=en');
    const libraries = (body.data as { name: string; option1_label: string; option2_label: string; locale: string }[]).find((p) => p.name.startsWith('Neighbourhood libraries'));
    expect(libraries).toMatchObject({ option1_label: 'Comics', option2_label: 'Popular science', locale: 'en' });
  });
});
