import { expect, inject } from 'vitest';
import { apiClient } from './client';

export const ADMIN = { email: 'admin@chispa.test', password: 'Chispa-admin-2026' };

export type Editor = Awaited<ReturnType<typeof signInEditor>>;

let signedIn: Promise<string> | undefined;

/** One admin sign-in per test file: the admin login is rate-limited per e-mail and client. */
function adminToken() {
  signedIn ??= apiClient()
    .call('/admin/login', { method: 'POST', json: ADMIN })
    .then((login) => {
      expect(login.status).toBe(200);
      return login.body.data.token as string;
    });
  return signedIn;
}

/**
 * The seeded editor, signed in to the admin panel's own API as an editor's browser uses it: what an
 * editor can do (save drafts, block a member, move a date) without the tests touching the database.
 */
export async function signInEditor() {
  const client = apiClient();
  const token = await adminToken();
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

  /** The one entry of a non-localised collection whose `field` equals `value`. */
  async function find(uid: string, field: string, value: string) {
    const { body } = await call(`${collection(uid)}?page=1&pageSize=10&filters[$and][0][${field}][$eq]=${encodeURIComponent(value)}`);
    expect(body.results).toHaveLength(1);
    const { body: entry } = await call(`${collection(uid)}/${body.results[0].documentId}`);
    return entry.data as Record<string, any> & { documentId: string };
  }

  async function edit(uid: string, field: string, value: string, data: Record<string, unknown>) {
    const entry = await find(uid, field, value);
    const saved = await call(`${collection(uid)}/${entry.documentId}`, { method: 'PUT', json: data });
    expect(saved.status).toBe(200);
    return saved.body.data as Record<string, any>;
  }

  /** A file the admin downloads, as its bytes (a text body would lose a byte-order mark). */
  async function download(path: string) {
    const response = await fetch(`${inject('strapiUrl')}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
  }

  return {
    call,
    download,
    /** The admin token, for a request the helpers above cannot send (a streamed file). */
    token: () => token,
    saveDraft,
    saveSingleDraft,
    remove,
    discardDraft,
    member: (email: string) => find('plugin::users-permissions.user', 'email', email),
    editMember: (email: string, data: Record<string, unknown>) => edit('plugin::users-permissions.user', 'email', email, data),
    gift: (targetEmail: string) => find('api::gift.gift', 'targetEmail', targetEmail),
  };
}
