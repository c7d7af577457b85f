import { expect } from 'vitest';
import { call } from './instances';

/** The demo's editor account (the deploy step seeds it, as `npm start` does). */
export const ADMIN = { email: 'admin@chispa.test', password: 'Chispa-admin-2026' };

/** Saves a document through the admin panel's content manager (`path` under collection-types); answers its documentId. */
export type EditorSave = (path: string, json: unknown) => Promise<string>;

/** The editor signed in to the admin panel at `at` (an instance, or the cluster's front). */
export async function signInEditor(at: { url: string }): Promise<EditorSave> {
  const login = await call(at, '/admin/login', { method: 'POST', json: ADMIN });
  expect(login.status).toBe(200);
  const token = login.body.data.token as string;
  return async (path, json) => {
    const saved = await call(at, `/content-manager/collection-types/${path}`, { method: 'POST', token, json });
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
    return saved.body.data?.documentId as string;
  };
}

/**
 * A published reward of two prizes, a DID each, whose draw closes at `closesAt`, on a new published
 * project open to votes (run by the demo's first partner), as an editor makes them for a draw.
 */
export async function openDraw(at: { url: string }, save: EditorSave, { title, closesAt }: { title: string; closesAt: Date }) {
  const reward = await save('api::reward.reward?locale=es', { title, cost: 1, prizes: 2, start_date: '2020-01-01T00:00:00.000Z', end_date: closesAt.toISOString() });
  const { body: list } = await call(at, '/api/projects?locale=es&populate=partner');
  const project = await save('api::project.project?locale=es', {
    name: `Proyecto del ${title}`,
    location: 'Girona',
    currentstatus: 'published',
    project_type: 'humans',
    voting_start: '2020-01-01',
    voting_end: '2099-01-01',
    partner: { connect: [{ documentId: list.data.find((p: { partner?: unknown }) => p.partner).partner.documentId, locale: 'es' }] },
    reward: { connect: [{ documentId: reward, locale: 'es' }] },
  });
  await save(`api::project.project/${project}/actions/publish?locale=es`, {});
  await save(`api::reward.reward/${reward}/actions/publish?locale=es`, {});
  return { reward, project };
}
