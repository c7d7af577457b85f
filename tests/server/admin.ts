import { expect } from 'vitest';
import { apiClient } from './client';

const ADMIN = { email: 'admin@chispa.test', password: 'Chispa-admin-2026' };

/**
 * The admin panel's content manager, as an editor's browser uses it: what an editor can do to a
 * member or a gift (block them, move a date) without the tests touching the database.
 */
let signedIn: Promise<string> | undefined;

/** One admin sign-in per test file (the admin login is rate-limited per e-mail and client). */
async function adminToken() {
  signedIn ??= apiClient()
    .call('/admin/login', { method: 'POST', json: ADMIN })
    .then((login) => {
      expect(login.status).toBe(200);
      return login.body.data.token as string;
    });
  return signedIn;
}

export async function contentManager() {
  const client = apiClient();
  const token = await adminToken();
  const call = (path: string, init: Parameters<typeof client.call>[1] = {}) => client.call(path, { ...init, token });
  const base = (uid: string) => `/content-manager/collection-types/${uid}`;

  async function find(uid: string, field: string, value: string) {
    const { body } = await call(`${base(uid)}?page=1&pageSize=10&filters[$and][0][${field}][$eq]=${encodeURIComponent(value)}`);
    expect(body.results).toHaveLength(1);
    const { body: entry } = await call(`${base(uid)}/${body.results[0].documentId}`);
    return entry.data as Record<string, any> & { documentId: string };
  }

  async function edit(uid: string, field: string, value: string, data: Record<string, unknown>) {
    const entry = await find(uid, field, value);
    const saved = await call(`${base(uid)}/${entry.documentId}`, { method: 'PUT', json: data });
    expect(saved.status).toBe(200);
    return saved.body.data as Record<string, any>;
  }

  return {
    member: (email: string) => find('plugin::users-permissions.user', 'email', email),
    editMember: (email: string, data: Record<string, unknown>) => edit('plugin::users-permissions.user', 'email', email, data),
    gift: (targetEmail: string) => find('api::gift.gift', 'targetEmail', targetEmail),
    editGift: (targetEmail: string, data: Record<string, unknown>) => edit('api::gift.gift', 'targetEmail', targetEmail, data),
  };
}
