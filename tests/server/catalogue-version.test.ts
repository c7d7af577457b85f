import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { signInEditor, type Editor } from './editor';
import { seededProjects } from './members';

const NEWS = 'api::news.news-post';
const PROJECT = 'api::project.project';

const version = async () => {
  const answer = await apiClient().call('/api/catalogue-version');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.body.data.version).toMatch(/^[\w-]{16}$/);
  return answer.body.data.version as string;
};

let editor: Editor;
let project: { documentId: string; subtitle?: string | null };
const created: string[] = [];

beforeAll(async () => {
  editor = await signInEditor();
  const { Bibliotecas } = await seededProjects();
  project = Bibliotecas!;
});

afterAll(async () => {
  for (const documentId of created) await editor.remove(NEWS, documentId).catch(() => undefined);
  await editor.call(`/content-manager/collection-types/${PROJECT}/${project.documentId}/actions/publish?locale=es`, { method: 'POST', json: { subtitle: project.subtitle ?? null } });
});

const publish = async (uid: string, documentId: string, data: Record<string, unknown> = {}) => {
  const published = await editor.call(`/content-manager/collection-types/${uid}/${documentId}/actions/publish?locale=es`, { method: 'POST', json: data });
  expect(published.status, JSON.stringify(published.body)).toBeLessThan(300);
};

describe('GET /api/catalogue-version: when the offline catalogue must be read again', () => {
  it('answers anyone the same short version while nothing is published, drafts included', async () => {
    const before = await version();
    expect(await version()).toBe(before);
    const draft = (await editor.saveDraft(NEWS, null, { title: 'Borrador del catálogo', date: '2026-01-01' })).documentId;
    created.push(draft);
    await editor.saveDraft(PROJECT, project.documentId, { subtitle: 'Un borrador que nadie lee' });
    expect(await version()).toBe(before);
    await editor.discardDraft(PROJECT, project.documentId);
  });

  it('changes when a document is published, edited and published again, or deleted', async () => {
    const start = await version();
    const post = (await editor.saveDraft(NEWS, null, { title: 'Publicada para el catálogo', date: '2026-01-02' })).documentId;
    created.push(post);
    await publish(NEWS, post);
    const afterPublishing = await version();
    expect(afterPublishing).not.toBe(start);

    await publish(PROJECT, project.documentId, { subtitle: `Editado ${Date.now()}` });
    const afterEditing = await version();
    expect(afterEditing).not.toBe(afterPublishing);

    await editor.remove(NEWS, post);
    expect(await version()).not.toBe(afterEditing);
  });
});
