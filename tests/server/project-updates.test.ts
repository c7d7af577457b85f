// Project updates (issue 52, item 1): a project's timeline holds its published updates and the
// published news posts linked to it, newest first, each in the reader's language or else in Spanish.
// Every unpublished text below carries DRAFT, which no answer may ever contain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { signInEditor, type Editor } from './editor';
import { newMember, seededProjects } from './members';
import { adminWithRole } from './campaign-helpers';

const MARK = `AVANCE${Date.now()}`;
const DRAFT = `BORRADOR${Date.now()}`;
const PROJECT = 'api::project.project';
const UPDATE = 'api::project-update.project-update';
const NEWS = 'api::news.news-post';
const collection = (uid: string) => `/content-manager/collection-types/${uid}`;
const guest = apiClient();

let editor: Editor;
const made: [string, string][] = [];
/** Published in Spanish and English. */
let project: string;
/** Never published. */
let draftProject: string;
/** Published, then unpublished. */
let withdrawnProject: string;
const ids: Record<string, string> = {};

const projectData = (name: string) => ({ name, subtitle: name, location: 'Teruel', currentstatus: 'finished', project_type: 'others' });
const linkTo = (documentId: string, locale: 'es' | 'en') => ({ connect: [{ documentId, locale }] });

async function publishSpanish(uid: string, data: Record<string, unknown>) {
  const saved = await editor.call(`${collection(uid)}/actions/publish?locale=es`, { method: 'POST', json: data });
  expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
  made.push([uid, saved.body.data.documentId]);
  return saved.body.data.documentId as string;
}

async function publishEnglish(uid: string, documentId: string, data: Record<string, unknown>) {
  const saved = await editor.call(`${collection(uid)}/${documentId}?locale=en`, { method: 'PUT', json: data });
  expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
  const published = await editor.call(`${collection(uid)}/${documentId}/actions/publish?locale=en`, { method: 'POST', json: data });
  expect(published.status, JSON.stringify(published.body)).toBeLessThan(300);
}

async function draft(uid: string, data: Record<string, unknown>) {
  const saved = await editor.saveDraft(uid, null, data);
  made.push([uid, saved.documentId]);
  return saved.documentId;
}

const timeline = (documentId: string, locale: 'es' | 'en', query = '') => guest.call(`/api/projects/${documentId}/timeline?locale=${locale}${query}`);

beforeAll(async () => {
  editor = await signInEditor();
  project = await publishSpanish(PROJECT, projectData(`${MARK} proyecto`));
  await publishEnglish(PROJECT, project, projectData(`${MARK} project`));

  // Oldest first: the timeline must turn them round.
  ids.started = await publishSpanish(UPDATE, { title: `${MARK} empezamos`, date: '2026-01-10', updateStatus: 'inProgress', progress: 20, project: linkTo(project, 'es') });
  ids.halfway = await publishSpanish(UPDATE, { title: `${MARK} a medias`, date: '2026-03-01', updateStatus: 'inProgress', progress: 55, project: linkTo(project, 'es') });
  await publishEnglish(UPDATE, ids.halfway, { title: `${MARK} halfway`, date: '2026-03-01', project: linkTo(project, 'en') });
  ids.news = await publishSpanish(NEWS, { title: `${MARK} noticia enlazada`, excerpt: `${MARK} entradilla`, date: '2026-04-01', projects: linkTo(project, 'es') });
  // The newest update gives no progress: the bar keeps the latest that does.
  ids.photos = await publishSpanish(UPDATE, { title: `${MARK} fotos de la obra`, date: '2026-05-01', updateStatus: 'delayed', project: linkTo(project, 'es') });
  ids.draftUpdate = await draft(UPDATE, { title: `${DRAFT} actualización`, date: '2026-06-01', progress: 90, project: linkTo(project, 'es') });
  ids.draftNews = await draft(NEWS, { title: `${DRAFT} noticia`, date: '2026-06-02', projects: linkTo(project, 'es') });

  draftProject = await draft(PROJECT, projectData(`${DRAFT} proyecto`));
  ids.ofDraftProject = await publishSpanish(UPDATE, { title: `${DRAFT} de un proyecto sin publicar`, date: '2026-02-01', project: linkTo(draftProject, 'es') });
  withdrawnProject = await publishSpanish(PROJECT, projectData(`${MARK} retirado`));
  ids.ofWithdrawn = await publishSpanish(UPDATE, { title: `${DRAFT} de un proyecto retirado`, date: '2026-02-01', project: linkTo(withdrawnProject, 'es') });
  const unpublished = await editor.call(`${collection(PROJECT)}/${withdrawnProject}/actions/unpublish?locale=es`, { method: 'POST', json: {} });
  expect(unpublished.status, JSON.stringify(unpublished.body)).toBeLessThan(300);
});

afterAll(async () => {
  for (const [uid, documentId] of made.reverse()) await editor.remove(uid, documentId);
});

describe("a project's timeline", () => {
  it('lists its published updates and linked news newest first, drafts never, with the latest progress an update gives', async () => {
    const { status, body } = await timeline(project, 'es');
    expect(status).toBe(200);
    expect(JSON.stringify(body)).not.toContain(DRAFT);
    expect(body.data.map((item: { documentId: string }) => item.documentId)).toEqual([ids.photos, ids.news, ids.halfway, ids.started]);
    expect(body.data[0]).toMatchObject({ kind: 'update', title: `${MARK} fotos de la obra`, date: '2026-05-01', status: 'delayed', progress: null, locale: 'es', pictures: [] });
    expect(body.data[1]).toEqual({ kind: 'news', documentId: ids.news, locale: 'es', date: '2026-04-01', title: `${MARK} noticia enlazada`, excerpt: `${MARK} entradilla` });
    expect(body.meta).toEqual({ pagination: { page: 1, pageSize: 10, pageCount: 1, total: 4 }, progress: { percent: 55, date: '2026-03-01' } });
  });

  it('answers an English reader in English where an item has it, in Spanish where it has not', async () => {
    const { status, body } = await timeline(project, 'en');
    expect(status).toBe(200);
    expect(JSON.stringify(body)).not.toContain(DRAFT);
    expect(body.data.map((item: { title: string; locale: string }) => [item.title, item.locale])).toEqual([
      [`${MARK} fotos de la obra`, 'es'],
      [`${MARK} noticia enlazada`, 'es'],
      [`${MARK} halfway`, 'en'],
      [`${MARK} empezamos`, 'es'],
    ]);
  });

  it('is read a page at a time, and refuses a page it cannot hold', async () => {
    const second = await timeline(project, 'es', '&page=2&pageSize=3');
    expect(second.body.data.map((item: { documentId: string }) => item.documentId)).toEqual([ids.started]);
    expect(second.body.meta.pagination).toEqual({ page: 2, pageSize: 3, pageCount: 2, total: 4 });
    for (const query of ['&page=0', '&pageSize=51', '&page=x', '&page=100']) {
      const refused = await timeline(project, 'es', query);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error.details.code).toBe('projectTimeline.invalid');
    }
  });

  it('is no project’s while the project is unpublished, whatever its updates', async () => {
    for (const documentId of [draftProject, withdrawnProject]) {
      for (const locale of ['es', 'en'] as const) {
        const { status, body } = await timeline(documentId, locale);
        expect(status).toBe(404);
        expect(body.error.details.code).toBe('project.notFound');
        expect(JSON.stringify(body)).not.toContain(DRAFT);
      }
    }
  });

  it('shows a draft once it is published, and a news post once it is linked', async () => {
    const published = await editor.call(`${collection(UPDATE)}/${ids.draftUpdate}/actions/publish?locale=es`, { method: 'POST', json: {} });
    expect(published.status, JSON.stringify(published.body)).toBeLessThan(300);
    const { body } = await timeline(project, 'es');
    expect(body.data[0]).toMatchObject({ documentId: ids.draftUpdate, progress: 90 });
    expect(body.meta.progress).toEqual({ percent: 90, date: '2026-06-01' });
    const unpublished = await editor.call(`${collection(UPDATE)}/${ids.draftUpdate}/actions/unpublish?locale=es`, { method: 'POST', json: {} });
    expect(unpublished.status).toBeLessThan(300);
    expect((await timeline(project, 'es')).body.data.map((item: { documentId: string }) => item.documentId)).not.toContain(ids.draftUpdate);
  });
});

describe("an update's progress", () => {
  it('is a whole percentage: 101 and -1 are refused with a code, on a draft and on a publish', async () => {
    for (const progress of [101, -1, 12.5]) {
      const saved = await editor.call(`${collection(UPDATE)}?locale=es`, { method: 'POST', json: { title: `${DRAFT} avance`, date: '2026-01-01', progress } });
      expect(saved.status, String(progress)).toBe(400);
      expect(saved.body.error.details.code).toBe('projectUpdate.progressOutOfRange');
      const publishing = await editor.call(`${collection(UPDATE)}/${ids.started}/actions/publish?locale=es`, { method: 'POST', json: { progress } });
      expect(publishing.status, String(progress)).toBe(400);
    }
    expect((await timeline(project, 'es')).body.data.find((item: { documentId: string }) => item.documentId === ids.started).progress).toBe(20);
  });
});

describe("the demo's updates", () => {
  it('tell a finished project to its delivery, in both languages, and link a news post to a project', async () => {
    const seeded = await seededProjects();
    const solar = seeded['Energía']!.documentId;
    const es = (await timeline(solar, 'es')).body;
    expect(es.data.map((item: { status: string; progress: number }) => [item.status, item.progress])).toEqual([
      ['delivered', 100],
      ['inProgress', 65],
      ['inProgress', 10],
    ]);
    expect(es.data[0].pictures).toHaveLength(1);
    expect(es.data[0].pictures[0].alternativeText).toBe(es.data[0].title);
    expect(es.meta.progress.percent).toBe(100);
    const en = (await timeline(solar, 'en')).body;
    expect(en.data[0]).toMatchObject({ locale: 'en', title: 'Delivered: the market powers 60 homes' });

    const bank = (await timeline(seeded['Banco']!.documentId, 'en')).body;
    expect(bank.data).toEqual([expect.objectContaining({ kind: 'news', locale: 'en', title: 'Food bank results' })]);
  });
});

describe("an update's followers", () => {
  it('hear of it in their inbox once, at its first publish; a member who does not follow hears nothing', async () => {
    const [follower, other] = [await newMember(), await newMember()];
    expect((await follower.as(`/api/follows/${project}`, { method: 'PUT', json: { following: true } })).status).toBe(200);
    const inboxOf = async (member: typeof follower) => (await member.as('/api/inbox?pageSize=50')).body.data as { kind: string; url: string; params: { detail?: { es: string } } }[];
    const toldOf = async (member: typeof follower, title: string) => (await inboxOf(member)).filter((entry) => entry.kind === 'projectUpdate' && entry.params.detail?.es === title);

    const title = `${MARK} aviso a quien sigue`;
    const update = await publishSpanish(UPDATE, { title, date: '2025-08-01', progress: 70, project: linkTo(project, 'es') });
    await expect.poll(() => toldOf(follower, title), { timeout: 15_000 }).toHaveLength(1);
    expect((await toldOf(follower, title))[0]).toMatchObject({ url: `/projects/${project}` });

    // Corrected and published again: no news. A later update, once it has arrived, shows the first was told once.
    const again = await editor.call(`${collection(UPDATE)}/${update}/actions/publish?locale=es`, { method: 'POST', json: { title, date: '2025-08-01', progress: 75, project: linkTo(project, 'es') } });
    expect(again.status, JSON.stringify(again.body)).toBeLessThan(300);
    const later = `${MARK} aviso siguiente`;
    await publishSpanish(UPDATE, { title: later, date: '2025-08-02', project: linkTo(project, 'es') });
    await expect.poll(() => toldOf(follower, later), { timeout: 15_000 }).toHaveLength(1);
    expect(await toldOf(follower, title)).toHaveLength(1);
    expect(await toldOf(other, title)).toEqual([]);
    expect(await toldOf(other, later)).toEqual([]);
  });
});

describe("the editors' roles", () => {
  it('let an Editor post and publish an update in both languages and link a news post; an Author writes one but does not publish it', async () => {
    const editorRole = await adminWithRole(editor, 'strapi-editor');
    const made_ = await editorRole.call(`${collection(UPDATE)}/actions/publish?locale=es`, {
      method: 'POST',
      json: { title: `${MARK} del rol Editor`, date: '2026-07-01', updateStatus: 'planned', progress: 5, project: linkTo(project, 'es') },
    });
    expect(made_.status, JSON.stringify(made_.body)).toBeLessThan(300);
    const id = made_.body.data.documentId as string;
    made.push([UPDATE, id]);
    const english = { title: `${MARK} by the Editor role`, date: '2026-07-01', project: linkTo(project, 'en') };
    expect((await editorRole.call(`${collection(UPDATE)}/${id}?locale=en`, { method: 'PUT', json: english })).status).toBeLessThan(300);
    expect((await editorRole.call(`${collection(UPDATE)}/${id}/actions/publish?locale=en`, { method: 'POST', json: english })).status).toBeLessThan(300);
    const linked = await editorRole.call(`${collection(NEWS)}/${ids.news}?locale=es`, { method: 'PUT', json: { projects: linkTo(withdrawnProject, 'es') } });
    expect(linked.status, JSON.stringify(linked.body)).toBeLessThan(300);
    // Kept, not silently dropped as a field the role may not write: the draft now names both projects.
    expect(linked.body.data.projects).toEqual({ count: 2 });
    const { body } = await timeline(project, 'en');
    expect(body.data[0]).toMatchObject({ documentId: id, locale: 'en', title: `${MARK} by the Editor role`, status: 'planned', progress: 5 });

    const author = await adminWithRole(editor, 'strapi-author');
    const drafted = await author.call(`${collection(UPDATE)}?locale=es`, { method: 'POST', json: { title: `${DRAFT} del rol Author`, date: '2026-07-02', project: linkTo(project, 'es') } });
    expect(drafted.status, JSON.stringify(drafted.body)).toBeLessThan(300);
    made.push([UPDATE, drafted.body.data.documentId]);
    expect((await author.call(`${collection(UPDATE)}/${drafted.body.data.documentId}/actions/publish?locale=es`, { method: 'POST', json: {} })).status).toBe(403);
  });
});
