import { describe, expect, it } from 'vitest';
import { apiClient } from './client';

const ADMIN = { email: 'admin@chispa.test', password: 'Chispa-admin-2026' };

/** The admin panel's own API, as an editor's browser uses it. */
async function editor() {
  const client = apiClient();
  const login = await client.call('/admin/login', { method: 'POST', json: ADMIN });
  expect(login.status).toBe(200);
  const token = login.body.data.token as string;
  return (path: string, init: Parameters<typeof client.call>[1] = {}) => client.call(path, { ...init, token });
}

describe('editors in the admin panel', () => {
  it('see the demo content in both languages', async () => {
    const admin = await editor();
    const es = await admin('/content-manager/collection-types/api::project.project?page=1&pageSize=50&locale=es');
    expect(es.status).toBe(200);
    expect(es.body.results).toHaveLength(14);
    const en = await admin('/content-manager/collection-types/api::project.project?page=1&pageSize=50&locale=en');
    expect(en.body.results.map((p: any) => p.name)).toContain('Urban gardens in Nou Barris');
    for (const type of ['partner.partner', 'challenge.challenge', 'news.news-post', 'reward.reward']) {
      const list = await admin(`/content-manager/collection-types/api::${type}?page=1&pageSize=50&locale=es`);
      expect(list.body.results.length).toBeGreaterThan(0);
    }
  });

  it('publish a change that members see at once, cache or not', async () => {
    const admin = await editor();
    const before = await apiClient().call('/api/projects?locale=es&sort=name');
    await apiClient().call('/api/projects?locale=es&sort=name'); // now served from the cache
    const project = before.body.data.find((p: any) => p.name.startsWith('Comedor'));
    const path = `/content-manager/collection-types/api::project.project/${project.documentId}`;
    const draft = await admin(`${path}?locale=es`, { method: 'PUT', json: { subtitle: 'Cenas calientes todo el año' } });
    expect(draft.status).toBe(200);
    const published = await admin(`${path}/actions/publish?locale=es`, { method: 'POST', json: {} });
    expect(published.status).toBe(200);
    const after = await apiClient().call('/api/projects?locale=es&sort=name');
    expect(after.body.data.find((p: any) => p.documentId === project.documentId).subtitle).toBe('Cenas calientes todo el año');
  });

  it('are not members: the admin token opens nothing in the member API', async () => {
    const login = await apiClient().call('/admin/login', { method: 'POST', json: ADMIN });
    const me = await apiClient().call('/api/users/me', { token: login.body.data.token });
    expect([401, 403]).toContain(me.status);
  });
});
