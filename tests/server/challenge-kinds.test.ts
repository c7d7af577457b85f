import { describe, expect, it } from 'vitest';
import { signInEditor } from './editor';

const UID = 'api::challenge.challenge';
const collection = `/content-manager/collection-types/${UID}`;

/** The seeded challenge of a kind, as the admin's list finds it. */
async function seededChallenge(editor: Awaited<ReturnType<typeof signInEditor>>, kind: string) {
  const { body } = await editor.call(`${collection}?page=1&pageSize=10&locale=es&filters[$and][0][kind][$eq]=${kind}`);
  expect(body.results).toHaveLength(1);
  return body.results[0] as { documentId: string; title: string };
}

describe('one challenge per kind (the server pays one per kind)', () => {
  it('refuses a second challenge of a kind in the admin, naming the one to edit, and lets an editor change the first', async () => {
    const editor = await signInEditor();
    const vote = await seededChallenge(editor, 'vote');

    const second = await editor.call(`${collection}?locale=es`, { method: 'POST', json: { title: 'Vota otra vez', dids: 50, kind: 'vote' } });
    expect(second.status).toBe(400);
    expect(second.body.error.details).toMatchObject({ code: 'challenge.kindTaken', existing: vote.documentId });
    expect(second.body.error.message).toContain(`«${vote.title}»`);

    // Published straight away (the admin's "Publish" on a new entry) is the same create.
    const published = await editor.call(`${collection}/actions/publish?locale=es`, { method: 'POST', json: { title: 'Vota otra vez', dids: 50, kind: 'vote' } });
    expect(published.status).toBe(400);
    expect(published.body.error.details.code).toBe('challenge.kindTaken');

    // A copy keeps its source's kind.
    const cloned = await editor.call(`${collection}/clone/${vote.documentId}?locale=es`, { method: 'POST', json: { title: 'Copia', dids: 10 } });
    expect(cloned.status).toBe(400);
    expect(cloned.body.error.details.code).toBe('challenge.kindTaken');

    // Another challenge cannot be turned into a second one of the kind either.
    const share = await seededChallenge(editor, 'shareProject');
    const moved = await editor.call(`${collection}/${share.documentId}?locale=es`, { method: 'PUT', json: { kind: 'vote' } });
    expect(moved.status).toBe(400);
    expect(moved.body.error.details.code).toBe('challenge.kindTaken');

    // The first one is still the editor's to change, in any language.
    const edited = await editor.call(`${collection}/${vote.documentId}?locale=es`, { method: 'PUT', json: { title: vote.title, kind: 'vote' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const listed = (await editor.call(`${collection}?page=1&pageSize=10&locale=es&filters[$and][0][kind][$eq]=vote`)).body.results;
    expect(listed).toHaveLength(1);
  });
});
