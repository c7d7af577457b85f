import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { signInEditor, type Editor } from './editor';
import { newMember, seededProjects, type Member } from './members';

/** Every unpublished text below carries this mark: no content-API answer may ever contain it. */
const MARK = `SECRETO${Date.now()}`;
const PROJECT = 'api::project.project';

type Call = (path: string, init?: Parameters<ReturnType<typeof apiClient>['call']>[1]) => ReturnType<ReturnType<typeof apiClient>['call']>;

let editor: Editor;
let member: Member;
let callers: [string, Call][];
/** A published project (voting open) with a newer unpublished version, and the draft reward linked to it. */
let changed: string;
let draftProject: string;
let draftReward: string;
let draftNews: string;
let partner: string;

beforeAll(async () => {
  editor = await signInEditor();
  const { Bibliotecas } = await seededProjects();
  changed = Bibliotecas!.documentId;
  partner = (await apiClient().call(`/api/projects/${changed}?populate=all&locale=es`)).body.data.partner.documentId;

  draftProject = (
    await editor.saveDraft(PROJECT, null, {
      name: `${MARK} proyecto`,
      subtitle: MARK,
      location: 'Valencia',
      currentstatus: 'published',
      project_type: 'others',
      partner: { connect: [{ documentId: partner, locale: 'es' }] },
    })
  ).documentId;
  await editor.saveDraft(PROJECT, changed, { name: `${MARK} nombre`, subtitle: `${MARK} subtítulo` });
  draftReward = (
    await editor.saveDraft('api::reward.reward', null, {
      title: `${MARK} premio`,
      cost: 1,
      start_date: '2020-01-01T00:00:00.000Z',
      end_date: '2099-01-01T00:00:00.000Z',
      project: { connect: [{ documentId: changed, locale: 'es' }] },
    })
  ).documentId;
  draftNews = (await editor.saveDraft('api::news.news-post', null, { title: `${MARK} noticia`, date: '2026-01-01' })).documentId;
  await editor.saveSingleDraft('api::banner-configuration.banner-configuration', { title: `${MARK} banner`, enabled: true });

  member = await newMember();
  const vote = await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project: changed } } });
  expect(vote.status).toBe(201);
  callers = [
    ['a guest', (path, init) => apiClient().call(path, init)],
    ['a member', (path, init) => member.as(path, init)],
  ];
});

// The server is shared by every test file: what this one made unpublished goes away again.
afterAll(async () => {
  if (!editor) return;
  if (draftProject) await editor.remove(PROJECT, draftProject);
  if (draftReward) await editor.remove('api::reward.reward', draftReward);
  if (draftNews) await editor.remove('api::news.news-post', draftNews);
  if (changed) await editor.discardDraft(PROJECT, changed);
  await editor.discardDraft('api::banner-configuration.banner-configuration', null);
  const left = await editor.call(`/content-manager/collection-types/${PROJECT}?page=1&pageSize=100&locale=es`);
  expect(left.body.results.map((p: { name: string }) => p.name).filter((name: string) => name.includes(MARK))).toEqual([]);
});

const leaks = (body: unknown) => JSON.stringify(body).includes(MARK);

describe('unpublished content (content API)', () => {
  it('exists for editors in the admin panel, so that its absence below means something', async () => {
    const project = await editor.call(`/content-manager/collection-types/${PROJECT}/${draftProject}?locale=es`);
    expect(project.status).toBe(200);
    expect(project.body.data).toMatchObject({ name: `${MARK} proyecto`, publishedAt: null });
    const newer = await editor.call(`/content-manager/collection-types/${PROJECT}/${changed}?locale=es`);
    expect(newer.body.data.name).toBe(`${MARK} nombre`);
    const reward = await editor.call(`/content-manager/collection-types/api::reward.reward/${draftReward}?locale=es`);
    expect(reward.body.data.title).toBe(`${MARK} premio`);
  });

  it('is refused with 400 query.publishedOnly for any status but published, or a publication filter, to guests and members', async () => {
    const paths = [
      '/api/projects',
      `/api/projects/${changed}`,
      `/api/projects/${draftProject}`,
      '/api/partners',
      `/api/partners/${partner}`,
      '/api/rewards',
      `/api/rewards/${draftReward}`,
      '/api/news',
      `/api/news/${draftNews}`,
      '/api/challenges',
      '/api/banner-configuration',
      '/api/home-section1',
      '/api/home-section2',
      '/API/Projects', // routes match whatever the letter case
      '/api/users/me',
      '/api/user-project-supports',
      '/api/participations',
      '/api/did-records',
    ];
    const params = ['status=draft', 'status=DRAFT', 'status=anything', 'status=', 'status[0]=draft', 'hasPublishedVersion=false', 'publicationFilter=never-published'];
    let requests = 0;
    for (const [who, call] of callers) {
      for (const path of paths) {
        for (const param of params) {
          const answer = await call(`${path}?locale=es&populate=all&${param}`);
          requests += 1;
          expect(answer.status, `${who} ${path}?${param}`).toBe(400);
          expect(answer.body.error.details.code, `${who} ${path}?${param}`).toBe('query.publishedOnly');
          expect(leaks(answer.body), `${who} ${path}?${param}`).toBe(false);
        }
      }
    }
    expect(requests).toBe(2 * paths.length * params.length);
  });

  it('does not come back through localizations, whose filters and sorts would reach drafts', async () => {
    for (const [who, call] of callers) {
      for (const query of [
        `locale=en&filters[localizations][subtitle][$contains]=${MARK}`,
        `locale=es&filters[$or][0][localizations][name][$contains]=${MARK}`,
        'locale=es&sort=localizations.name:asc',
        `locale=es&populate[partner][filters][localizations][name][$contains]=${MARK}`,
      ]) {
        const answer = await call(`/api/projects?${query}`);
        expect(answer.status, `${who} ${query}`).toBe(400);
        expect(answer.body.error.details.code).toBe('query.publishedOnly');
      }
    }
  });

  it('is never in published reads: lists, pages and populated relations show the published versions', async () => {
    for (const [who, call] of callers) {
      for (const status of ['', '&status=published']) {
        const list = await call(`/api/projects?populate=all&locale=es&pagination[pageSize]=100${status}`);
        expect(list.status).toBe(200);
        expect(list.body.data.map((p: { documentId: string }) => p.documentId)).not.toContain(draftProject);
        expect(list.body.data.map((p: { documentId: string }) => p.documentId)).toContain(changed);
        expect(leaks(list.body), who).toBe(false);

        const page = await call(`/api/projects/${changed}?populate=all&locale=es${status}`);
        expect(page.status).toBe(200);
        expect(page.body.data.name).toMatch(/^Bibliotecas/);
        expect(page.body.data.reward).toBeNull(); // the draft reward linked to it stays out
        expect(leaks(page.body), who).toBe(false);

        const withPartner = await call(`/api/partners/${partner}?populate=all&locale=es${status}`);
        expect(withPartner.status).toBe(200);
        expect(withPartner.body.data.projects.map((p: { documentId: string }) => p.documentId)).not.toContain(draftProject);
        expect(leaks(withPartner.body), who).toBe(false);

        for (const path of ['/api/rewards?populate[project]=true', '/api/news', '/api/banner-configuration', `/api/projects?filters[publishedAt][$null]=true`]) {
          const answer = await call(`${path}${path.includes('?') ? '&' : '?'}locale=es${status}`);
          expect(answer.status, `${who} ${path}`).toBe(200);
          expect(leaks(answer.body), `${who} ${path}`).toBe(false);
        }
        const unpublished = await call(`/api/projects?filters[publishedAt][$null]=true&locale=es${status}`);
        expect(unpublished.body.data).toEqual([]);
      }
    }
  });

  it('answers 404 for a document that has only a draft, in every language', async () => {
    for (const [who, call] of callers) {
      for (const path of [`/api/projects/${draftProject}`, `/api/rewards/${draftReward}`, `/api/news/${draftNews}`]) {
        for (const locale of ['es', 'en']) {
          const answer = await call(`${path}?locale=${locale}&populate=all`);
          expect(answer.status, `${who} ${path} ${locale}`).toBe(404);
          expect(leaks(answer.body)).toBe(false);
        }
      }
    }
  });

  it('reaches no member record: votes, profile, participations and shares see published content only', async () => {
    // The vote list populates its project itself; a populate of a relation the vote model does not have is refused.
    const asked = await member.as('/api/user-project-supports?locale=es&populate[project]=true');
    expect(asked.status).toBe(400);
    expect(asked.body.error.details.code).toBe('query.invalid');
    const votes = await member.as('/api/user-project-supports?locale=es&populate=all');
    expect(votes.status).toBe(200);
    expect(votes.body.data[0].project).toMatchObject({ documentId: changed, name: expect.stringMatching(/^Bibliotecas/) });
    expect(leaks(votes.body)).toBe(false);

    for (const path of ['/api/users/me?populate=all', '/api/users/me?populate[image][populate]=*', '/api/did-records', `/api/participations?documentId=${draftReward}`]) {
      const answer = await member.as(path);
      expect(answer.status, path).toBe(200);
      expect(leaks(answer.body), path).toBe(false);
    }

    const entry = await member.as('/api/participations', { method: 'POST', json: { rewardId: draftReward, amount: 1, locale: 'es' }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(entry.status, JSON.stringify(entry.body)).toBe(404);
    expect(entry.body.error.details.code).toBe('reward.notFound');
    const share = await member.as('/api/challenges/shareProject', { method: 'POST', json: { documentId: draftProject } });
    expect(share.status).toBe(404);
    const vote = await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project: draftProject } } });
    expect(vote.status).toBe(404);
  });
});
