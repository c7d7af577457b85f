import { expect } from 'vitest';
import { apiClient } from './client';

const ADMIN = { email: 'admin@chispa.test', password: 'Chispa-admin-2026' };

export type Editor = Awaited<ReturnType<typeof signInEditor>>;

/** The seeded editor, signed in to the admin panel's own API as an editor's browser uses it. */
export async function signInEditor() {
  const client = apiClient();
  const login = await client.call('/admin/login', { method: 'POST', json: ADMIN });
  expect(login.status).toBe(200);
  const token = login.body.data.token as string;
  const call = (path: string, init: Parameters<typeof client.call>[1] = {}) => client.call(path, { ...init, token });
  const collection = (uid: string) => `/content-manager/collection-types/${uid}`;

  /** Saves a draft (a new document, or a newer version of an existing one) without publishing it. */
  async function saveDraft(uid: string, documentId: string | null, data: Record<string, unknown>) {
    const path = documentId ? `${collection(uid)}/${documentId}?locale=es` : `${collection(uid)}?locale=es`;
    const saved = await call(path, { method: documentId ? 'PUT' : 'POST', json: data });
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
    return saved.body.data as { documentId: string; publishedAt: string | null };
  }

  async function saveSingleDraft(uid: string, data: Record<string, unknown>) {
    const saved = await call(`/content-manager/single-types/${uid}?locale=es`, { method: 'PUT', json: data });
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
  }

  /** Deletes a document (every language), or throws away its unpublished changes, leaving the published version. */
  async function remove(uid: string, documentId: string) {
    const removed = await call(`${collection(uid)}/${documentId}?locale=*`, { method: 'DELETE' });
    expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
  }
  async function discardDraft(uid: string, documentId: string | null) {
    const path = documentId ? `${collection(uid)}/${documentId}` : `/content-manager/single-types/${uid}`;
    const discarded = await call(`${path}/actions/discard?locale=es`, { method: 'POST', json: {} });
    expect(discarded.status, JSON.stringify(discarded.body)).toBeLessThan(300);
  }

  return { call, saveDraft, saveSingleDraft, remove, discardDraft };
}
