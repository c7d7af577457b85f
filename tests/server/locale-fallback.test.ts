import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { signInEditor, type Editor } from './editor';

/**
 * Issue 28: content a member's language lacks falls back to Spanish. Every text below carries MARK;
 * the English drafts carry DRAFT, which no content-API answer may ever contain.
 */
const MARK = `RESPALDO${Date.now()}`;
const DRAFT = `BORRADOR${Date.now()}`;
const PROJECT = 'api::project.project';
const PARTNER = 'api::partner.partner';
const NEWS = 'api::news.news-post';
const SECTION = 'api::home-section2.home-section2';

const get = (path: string) => apiClient().call(path);
const collection = (uid: string) => `/content-manager/collection-types/${uid}`;

let editor: Editor;
const made: [string, string][] = [];
/** Published in Spanish only. */
let spanishProject: string;
let spanishPartner: string;
let spanishNews: string;
/** Published in both languages. */
let bothProject: string;
/** Published in Spanish, with an English draft never published. */
let draftEnglishProject: string;
/** Never published in any language. */
let unpublishedProject: string;
let sectionUnpublished = false;

async function publishSpanish(uid: string, data: Record<string, unknown>) {
  const saved = await editor.call(`${collection(uid)}/actions/publish?locale=es`, { method: 'POST', json: data });
  expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
  made.push([uid, saved.body.data.documentId]);
  return saved.body.data.documentId as string;
}

async function addEnglish(uid: string, documentId: string, data: Record<string, unknown>, publish: boolean) {
  const saved = await editor.call(`${collection(uid)}/${documentId}?locale=en`, { method: 'PUT', json: data });
  expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
  if (!publish) return;
  const published = await editor.call(`${collection(uid)}/${documentId}/actions/publish?locale=en`, { method: 'POST', json: data });
  expect(published.status, JSON.stringify(published.body)).toBeLessThan(300);
}

const project = (name: string) => ({ name, subtitle: name, location: 'Valencia', currentstatus: 'published', project_type: 'others' });
const projectData = (name: string) => ({ ...project(name), project_type: 'humans' });

beforeAll(async () => {
  editor = await signInEditor();
  spanishProject = await publishSpanish(PROJECT, project(`${MARK} solo en español`));
  bothProject = await publishSpanish(PROJECT, project(`${MARK} en los dos`));
  await addEnglish(PROJECT, bothProject, project(`${MARK} in both`), true);
  draftEnglishProject = await publishSpanish(PROJECT, project(`${MARK} traducción pendiente`));
  await addEnglish(PROJECT, draftEnglishProject, project(`${DRAFT} translation pending`), false);
  unpublishedProject = (await editor.saveDraft(PROJECT, null, project(`${DRAFT} nunca publicado`))).documentId;
  made.push([PROJECT, unpublishedProject]);
  spanishPartner = await publishSpanish(PARTNER, { name: `${MARK} Asociación` });
  spanishNews = await publishSpanish(NEWS, { title: `${MARK} noticia`, excerpt: MARK, date: '2099-01-01' });
});

// The server is shared by every test file: what this one made goes away again.
afterAll(async () => {
  if (!editor) return;
  for (const [uid, documentId] of made) await editor.remove(uid, documentId);
  if (sectionUnpublished) {
    const republished = await editor.call(`/content-manager/single-types/${SECTION}/actions/publish?locale=en`, { method: 'POST', json: {} });
    expect(republished.status, JSON.stringify(republished.body)).toBeLessThan(300);
    expect((await get('/api/home-section2?locale=en')).body.data.locale).toBe('en');
  }
});

type Item = { documentId: string; locale: string; name: string };
const ours = (items: Item[]) => items.filter((item) => item.name.includes(MARK));

describe('content in English, or in Spanish (locale=en)', () => {
  it('lists a project published in Spanish only, in Spanish; one published in both once, in English; never an unpublished one', async () => {
    const { status, body } = await get('/api/projects?populate=all&locale=en&pagination[limit]=100');
    expect(status).toBe(200);
    const mine = ours(body.data).map((item) => [item.documentId, item.locale, item.name]);
    expect(mine).toEqual(
      expect.arrayContaining([
        [spanishProject, 'es', `${MARK} solo en español`],
        [bothProject, 'en', `${MARK} in both`],
      ]),
    );
    expect(body.data.filter((item: { documentId: string }) => item.documentId === bothProject)).toHaveLength(1);
    expect(body.data.some((item: { documentId: string }) => item.documentId === unpublishedProject)).toBe(false);
    expect(JSON.stringify(body)).not.toContain(DRAFT);
  });

  it('counts every published document once, so pages add up to the Spanish list', async () => {
    const es = (await get('/api/projects?locale=es&pagination[pageSize]=2')).body.meta.pagination;
    const en = (await get('/api/projects?locale=en&pagination[pageSize]=2')).body.meta.pagination;
    expect(en.total).toBe(es.total);
    expect(en.pageCount).toBe(es.pageCount);
    const ids = new Set<string>();
    for (let page = 1; page <= en.pageCount; page += 1) {
      const { body } = await get(`/api/projects?locale=en&sort=name:asc&pagination[page]=${page}&pagination[pageSize]=2`);
      for (const item of body.data) ids.add(item.documentId);
    }
    expect(ids.size).toBe(es.total);
    expect(ids.has(spanishProject)).toBe(true);
  });

  it('answers a single project in Spanish when it has no published English version, drafts included', async () => {
    const spanish = await get(`/api/projects/${spanishProject}?populate=all&locale=en`);
    expect(spanish.status).toBe(200);
    expect(spanish.body.data).toMatchObject({ documentId: spanishProject, locale: 'es', name: `${MARK} solo en español` });
    const pending = await get(`/api/projects/${draftEnglishProject}?locale=en`);
    expect(pending.status).toBe(200);
    expect(pending.body.data).toMatchObject({ locale: 'es', name: `${MARK} traducción pendiente` });
    expect(JSON.stringify(pending.body)).not.toContain(DRAFT);
    const both = await get(`/api/projects/${bothProject}?locale=en`);
    expect(both.body.data).toMatchObject({ locale: 'en', name: `${MARK} in both` });
    const list = (await get('/api/projects?locale=en&pagination[limit]=100')).body.data;
    expect(list.find((item: { documentId: string }) => item.documentId === draftEnglishProject)).toMatchObject({ locale: 'es' });
  });

  it('never answers a document published in no language', async () => {
    expect((await get(`/api/projects/${unpublishedProject}?locale=en`)).status).toBe(404);
    expect((await get(`/api/projects/${unpublishedProject}?locale=es`)).status).toBe(404);
    // The same request answers a published Spanish-only document, so the 404 above is about publication.
    expect((await get(`/api/projects/${spanishProject}?locale=en`)).status).toBe(200);
  });

  it('lists and opens a partner and a news post published in Spanish only', async () => {
    const partners = (await get('/api/partners?locale=en&populate=all&pagination[limit]=100')).body.data;
    expect(partners.find((item: { documentId: string }) => item.documentId === spanishPartner)).toMatchObject({ locale: 'es', name: `${MARK} Asociación` });
    const partner = await get(`/api/partners/${spanishPartner}?locale=en&populate=all`);
    expect(partner.body.data).toMatchObject({ locale: 'es', name: `${MARK} Asociación` });
    // The name search reads the same languages as the list.
    const found = (await get(`/api/partners?locale=en&filters[name][$containsi]=${MARK}`)).body.data;
    expect(found.map((item: { documentId: string }) => item.documentId)).toEqual([spanishPartner]);

    const latest = (await get('/api/news?locale=en&populate=all&sort=date:desc&pagination[limit]=3')).body.data;
    expect(latest[0]).toMatchObject({ documentId: spanishNews, locale: 'es', title: `${MARK} noticia` });
    expect((await get(`/api/news/${spanishNews}?locale=en`)).body.data).toMatchObject({ locale: 'es', excerpt: MARK });
  });

  it('answers a single type in Spanish when its English version is not published', async () => {
    const english = (await get('/api/home-section2?locale=en')).body.data;
    const spanish = (await get('/api/home-section2?locale=es')).body.data;
    expect(english.locale).toBe('en');
    const unpublished = await editor.call(`/content-manager/single-types/${SECTION}/actions/unpublish?locale=en`, { method: 'POST', json: {} });
    expect(unpublished.status, JSON.stringify(unpublished.body)).toBeLessThan(300);
    sectionUnpublished = true;
    const fallback = await get('/api/home-section2?locale=en&populate=all');
    expect(fallback.status).toBe(200);
    expect(fallback.body.data).toMatchObject({ locale: 'es', title: spanish.title });
  });
});

// Issue 52: related items fall back too. Strapi links an English version to English versions only, so
// an English project whose reward and partner exist only in Spanish came with neither.
describe('related items in Spanish where the language lacks them (locale=en)', () => {
  const REWARD = 'api::reward.reward';
  let reward: string;
  let withReward: string;

  beforeAll(async () => {
    const saved = await editor.saveDraft(REWARD, null, { title: `${MARK} premio`, cost: 1, prizes: 1, start_date: '2020-01-01T00:00:00.000Z', end_date: '2099-01-01T00:00:00.000Z' });
    reward = saved.documentId;
    made.push([REWARD, reward]);
    expect((await editor.call(`${collection(REWARD)}/${reward}/actions/publish?locale=es`, { method: 'POST', json: {} })).status).toBe(200);
    const project = await editor.saveDraft(PROJECT, null, {
      ...projectData(`${MARK} con premio`),
      reward: { connect: [{ documentId: reward, locale: 'es' }] },
      partner: { connect: [{ documentId: spanishPartner, locale: 'es' }] },
    });
    withReward = project.documentId;
    made.push([PROJECT, withReward]);
    expect((await editor.call(`${collection(PROJECT)}/${withReward}/actions/publish?locale=es`, { method: 'POST', json: {} })).status).toBe(200);
    await addEnglish(PROJECT, withReward, projectData(`${MARK} with a reward`), true);
    // An English translation of the reward that is never published: its words never show.
    await addEnglish(REWARD, reward, { title: `${DRAFT} reward` }, false);
  });

  it('answers an English project with its Spanish-only reward and partner, each in Spanish, on its page and in lists', async () => {
    const page = await get(`/api/projects/${withReward}?populate=all&locale=en`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ locale: 'en', name: `${MARK} with a reward` });
    expect(page.body.data.reward).toMatchObject({ documentId: reward, locale: 'es', title: `${MARK} premio` });
    expect(page.body.data.partner).toMatchObject({ documentId: spanishPartner, name: `${MARK} Asociación` });

    const list = (await get('/api/projects?populate=all&locale=en&pagination[limit]=100')).body.data;
    expect(list.find((item: { documentId: string }) => item.documentId === withReward).reward).toMatchObject({ documentId: reward, locale: 'es' });

    const search = (await get(`/api/project-search?group=all&q=${MARK}&pageSize=48&locale=en`)).body.data;
    expect(search.find((item: { documentId: string }) => item.documentId === withReward)).toMatchObject({
      locale: 'en',
      reward: { documentId: reward, locale: 'es', title: `${MARK} premio` },
      partner: { documentId: spanishPartner },
    });
    for (const answer of [page.body, list, search]) expect(JSON.stringify(answer)).not.toContain(DRAFT);
  });

  it("lists on an English partner's page its projects that exist only in Spanish, in Spanish, after its own", async () => {
    const PARTNER_UID = PARTNER;
    const partner = (await editor.saveDraft(PARTNER_UID, null, { name: `${MARK} Fundación bilingüe` })).documentId;
    made.push([PARTNER_UID, partner]);
    expect((await editor.call(`${collection(PARTNER_UID)}/${partner}/actions/publish?locale=es`, { method: 'POST', json: {} })).status).toBe(200);
    await addEnglish(PARTNER_UID, partner, { name: `${MARK} Bilingual foundation` }, true);
    const onlySpanish = (await editor.saveDraft(PROJECT, null, { ...project(`${MARK} del impulsor`), partner: { connect: [{ documentId: partner, locale: 'es' }] } })).documentId;
    made.push([PROJECT, onlySpanish]);
    expect((await editor.call(`${collection(PROJECT)}/${onlySpanish}/actions/publish?locale=es`, { method: 'POST', json: {} })).status).toBe(200);

    const answer = await get(`/api/partners/${partner}?populate=all&locale=en`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ locale: 'en', name: `${MARK} Bilingual foundation` });
    expect(answer.body.data.projects).toEqual([expect.objectContaining({ documentId: onlySpanish, locale: 'es', name: `${MARK} del impulsor` })]);
  });

  it('answers the Spanish reward with its project, also read in English', async () => {
    const answer = await get(`/api/rewards/${reward}?populate=all&locale=en`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ documentId: reward, locale: 'es', title: `${MARK} premio` });
    expect(answer.body.data.project).toMatchObject({ documentId: withReward });
    expect(JSON.stringify(answer.body)).not.toContain(DRAFT);
  });
});
