import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { signInEditor, type Editor } from './editor';

const UID = 'api::project.project';
/** Every unpublished text below carries this mark: no search may ever find it. */
const MARK = `Borrador${Date.now()}`;

type Card = { documentId: string; name: string; location: string | null; currentstatus: string; project_type: string; partner: { documentId: string; name: string } | null };
type Answer = { data: Card[]; meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number }; facets: { partners: { documentId: string; name: string }[]; places: string[] } } };

const guest = apiClient();
const search = async (query: string) => {
  const { status, body } = await guest.call(`/api/project-search?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as Answer;
};
const names = async (query: string) => (await search(query)).data.map((project) => project.name);
const refusal = async (query: string) => {
  const { status, body } = await guest.call(`/api/project-search?${query}`);
  return { status, code: body?.error?.details?.code as string | undefined };
};

let editor: Editor;
let garden: string;
let draft: string;

async function publish(documentId: string) {
  const published = await editor.call(`/content-manager/collection-types/${UID}/${documentId}/actions/publish?locale=es`, { method: 'POST', json: {} });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
}

beforeAll(async () => {
  editor = await signInEditor();
  // Published in Spanish only, voting over long ago: English reads it through the Spanish fallback, in the archive.
  garden = (await editor.saveDraft(UID, null, {
    name: 'Jardín vertical en Gràcia',
    location: 'Ávila',
    currentstatus: 'published',
    project_type: 'others',
    voting_start: '2020-01-01',
    voting_end: '2020-02-01',
  })).documentId;
  await publish(garden);
  // A newer, unpublished version of it and a project never published: neither may be found.
  await editor.saveDraft(UID, garden, { name: `Jardín vertical en Gràcia ${MARK}` });
  draft = (await editor.saveDraft(UID, null, { name: `${MARK} jardín secreto`, location: 'Ávila', currentstatus: 'published', project_type: 'others' })).documentId;
});

afterAll(async () => {
  await editor.remove(UID, garden);
  await editor.remove(UID, draft);
});

describe('a member searches the projects', () => {
  it('finds a project whatever its accents and case, in every word asked', async () => {
    expect(await names('q=jardin&locale=es')).toEqual(['Jardín vertical en Gràcia']);
    expect(await names('q=JARDÍN%20gracia&locale=es')).toEqual(['Jardín vertical en Gràcia']);
    expect(await names('q=jardin%20madrid&locale=es')).toEqual([]);
    // By its place and its partner's name too.
    expect(await names('q=malvarrosa&locale=es')).toEqual(['Limpieza de playas en la Malvarrosa']);
    const byPartner = (await search('q=raices&locale=es&pageSize=48')).data;
    expect(byPartner.length).toBeGreaterThan(1);
    expect(byPartner.every((project) => project.partner?.name === 'Fundación Raíces')).toBe(true);
  });

  it('never finds a draft, nor a draft version of a published project, in Spanish or through the Spanish fallback in English', async () => {
    for (const locale of ['es', 'en']) {
      const found = await search(`q=${MARK}&locale=${locale}`);
      expect(found.data).toEqual([]);
      expect(found.meta.pagination.total).toBe(0);
      const all = await search(`group=all&pageSize=48&locale=${locale}`);
      expect(JSON.stringify(all)).not.toContain(MARK);
      expect(all.data.map((project) => project.documentId)).not.toContain(draft);
    }
    // The published Spanish version answers in English: the draft's name is never the one shown.
    const [fallback] = (await search('q=jardin&locale=en')).data;
    expect(fallback).toMatchObject({ documentId: garden, name: 'Jardín vertical en Gràcia' });
  });

  it('pages through every project once, in a stable order, with the total', async () => {
    const first = await search('group=all&page=1&pageSize=3&locale=es');
    const { total, pageCount } = first.meta.pagination;
    expect(total).toBeGreaterThan(6);
    expect(pageCount).toBe(Math.ceil(total / 3));
    const seen: string[] = [];
    for (let page = 1; page <= pageCount; page += 1) {
      const answer = await search(`group=all&page=${page}&pageSize=3&locale=es`);
      expect(answer.meta.pagination).toEqual({ page, pageSize: 3, pageCount, total });
      seen.push(...answer.data.map((project) => project.documentId));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const whole = await search('group=all&pageSize=48&locale=es');
    expect(whole.data.map((project) => project.documentId)).toEqual(seen);
    // Past the last page: an empty page, not an error.
    expect((await search(`group=all&page=${pageCount + 1}&pageSize=3&locale=es`)).data).toEqual([]);
  });

  it('puts open votings first, then those still to open, then the archive', async () => {
    const all = (await search('group=all&pageSize=48&locale=es')).data;
    const open = (await search('group=open&pageSize=48&locale=es')).data;
    const soon = (await search('group=soon&pageSize=48&locale=es')).data;
    const closed = (await search('group=closed&pageSize=48&locale=es')).data;
    expect(open.length).toBeGreaterThan(0);
    expect(all.map((p) => p.documentId)).toEqual([...open, ...soon, ...closed].map((p) => p.documentId));
    expect(open.every((p) => p.currentstatus === 'published')).toBe(true);
    expect(soon.map((p) => p.name)).toEqual(expect.arrayContaining(['Reforestación en la Sierra de Gredos', 'Aulas digitales rurales']));
    const current = (await search('group=current&pageSize=48&locale=es')).data;
    expect(current.map((p) => p.documentId)).toEqual([...open, ...soon].map((p) => p.documentId));
  });

  it('keeps the closed projects in the archive, the most recently closed first', async () => {
    const archive = (await search('group=closed&pageSize=48&locale=es')).data;
    const statuses = new Set(archive.map((p) => p.currentstatus));
    for (const status of ['approved', 'ongoing', 'finished', 'validated', 'notvalidated', 'inprogress']) expect(statuses).toContain(status);
    expect(statuses).not.toContain('comingSoon');
    expect(archive.map((p) => p.name)).toContain('Rutas accesibles por el casco antiguo');
    expect(archive.map((p) => p.name)).toContain('Jardín vertical en Gràcia');
  });

  it('filters by type, partner and place, and lists the choices', async () => {
    const forms = (await search('type=form&pageSize=48&locale=es')).data;
    expect(forms.length).toBeGreaterThan(0);
    expect(forms.every((p) => p.project_type === 'form')).toBe(true);

    const { facets } = (await search('locale=es')).meta;
    const marviva = facets.partners.find((partner) => partner.name !== 'Fundación Raíces')!;
    const ofPartner = (await search(`partner=${marviva.documentId}&pageSize=48&locale=es`)).data;
    expect(ofPartner.length).toBeGreaterThan(0);
    expect(ofPartner.every((p) => p.partner?.documentId === marviva.documentId)).toBe(true);

    expect(facets.places).toEqual(expect.arrayContaining(['Valencia', 'Ávila', 'Madrid']));
    const valencia = (await search('place=valencia&pageSize=48&locale=es')).data;
    expect(valencia.length).toBeGreaterThan(1);
    expect(valencia.every((p) => p.location === 'Valencia')).toBe(true);
    // A place without its accent finds the one written with it.
    expect((await names('place=avila&group=all&pageSize=48&locale=es')).sort()).toEqual(['Jardín vertical en Gràcia', 'Reforestación en la Sierra de Gredos'].sort());
    // Filters add up.
    expect(await names('place=valencia&type=form&locale=es')).toEqual(['Limpieza de playas en la Malvarrosa']);
    expect((await search('partner=nobodyhasthisid&locale=es')).meta.pagination.total).toBe(0);
  });

  it('refuses a bad query with a code the app translates, never a 500', async () => {
    expect(await refusal('pageSize=49')).toEqual({ status: 400, code: 'projectSearch.pageTooLarge' });
    expect(await refusal(`q=${'a'.repeat(101)}`)).toEqual({ status: 400, code: 'projectSearch.queryTooLong' });
    for (const query of ['group=draft', 'type=secret', 'page=0', 'page=abc', 'pageSize=-1', 'q=a&q=b', 'q[$ne]=x', 'partner=%27%20OR%201', `place=${'x'.repeat(121)}`]) {
      expect(await refusal(query), query).toEqual({ status: 400, code: 'projectSearch.invalid' });
    }
    for (const query of ['group=all&publicationFilter=never-published-document', 'group=all&status=draft']) {
      expect((await refusal(query)).status, query).toBe(400);
    }
  });
});
