import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { signInEditor, type Editor } from './editor';

const UID = 'api::project.project';
const names = async (locale: string) =>
  ((await apiClient().call(`/api/projects?populate=all&pagination[limit]=100&locale=${locale}`)).body.data as { documentId: string; name: string }[]).map((p) => p.documentId);

let editor: Editor;
const moved: string[] = [];

/** As an editor does it: the position is shared by the languages, and each language is published. */
async function place(documentId: string, position: number) {
  await editor.saveDraft(UID, documentId, { position });
  for (const locale of ['es', 'en']) {
    const published = await editor.call(`/content-manager/collection-types/${UID}/${documentId}/actions/publish?locale=${locale}`, { method: 'POST', json: {} });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  }
}

afterAll(async () => {
  for (const documentId of moved) await place(documentId, 0);
});

describe("the projects' order is the editors'", () => {
  it('lists projects by their position, then by when they were made, in every language; a client may still sort its own way', async () => {
    editor = await signInEditor();
    const before = await names('es');
    expect(before.length).toBeGreaterThan(3);
    const [first, second, , last] = before as [string, string, string, string];
    moved.push(last, first);
    await place(last, -1);
    await place(first, 5);
    const after = await names('es');
    expect(after[0]).toBe(last);
    expect(after[1]).toBe(second);
    expect(after.at(-1)).toBe(first);
    // Not localised: the English list puts them in the same places.
    const english = await names('en');
    expect(english[0]).toBe(last);
    expect(english.at(-1)).toBe(first);
    // An explicit sort is the client's.
    const byName = (await apiClient().call('/api/projects?locale=es&sort=name:desc&pagination[limit]=100')).body.data as { name: string }[];
    expect(byName.map((p) => p.name)).toEqual([...byName.map((p) => p.name)].sort((a, b) => b.localeCompare(a, 'es')));
  });

  it('keeps what an editor cannot mean: a position that is not a whole number is refused', async () => {
    const saved = await editor.call(`/content-manager/collection-types/${UID}?locale=es`, { method: 'POST', json: { name: 'Proyecto sin orden', position: 'primero' } });
    expect(saved.status).toBe(400);
  });
});
