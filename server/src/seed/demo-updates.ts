import type { Core } from '@strapi/strapi';
import { uploadGeneratedImages } from './images';
import { PROJECTS } from './content/projects';
import { NEWS } from './content/editorial';
import { LINKED_NEWS, UPDATES, updateBody } from './content/updates';
import { day } from './content/dates';

const UPDATE = 'api::project-update.project-update';
const PROJECT = 'api::project.project';
const NEWS_UID = 'api::news.news-post';
/** Its own marker: a demo seeded before issue 52 gets its updates once, as a new one does. */
const MARKER = { type: 'core', name: 'chispa', key: 'demo-updates-version' } as const;
const VERSION = 1;

type Found = { documentId: string } | null;

/**
 * The demo's project updates and its news post linked to a project (issue 52), in es and en, on the
 * demo's own projects found by their Spanish names: a database whose projects are editors' gets none.
 */
export async function seedDemoUpdates(strapi: Core.Strapi, now: number) {
  if ((await strapi.store.get(MARKER)) === VERSION) return;
  const byName = async (uid: typeof PROJECT | typeof NEWS_UID, field: 'name' | 'title', value: string) =>
    (await strapi.documents(uid).findFirst({ locale: 'es', status: 'published', filters: { [field]: value }, fields: ['id'] } as never)) as Found;
  const projectOf = (key: string) => byName(PROJECT, 'name', PROJECTS.find((p) => p.key === key)!.es.name);

  const projects = new Map<string, string>();
  for (const key of new Set([...UPDATES.map((u) => u.project), LINKED_NEWS.project])) {
    const found = await projectOf(key);
    if (found) projects.set(key, found.documentId);
  }
  if (!projects.size) {
    await strapi.store.set({ ...MARKER, value: VERSION });
    return;
  }
  const pictures = await uploadGeneratedImages(
    strapi,
    UPDATES.filter((u) => 'picture' in u).map((u) => ({ name: `update-${u.project}`, label: u.es[0], width: 1200, height: 800, hue: 55, alt: u.es[0] })),
  );
  const updates = strapi.documents(UPDATE);
  for (const u of UPDATES) {
    const project = projects.get(u.project);
    if (!project) continue;
    const shared = { date: day(u.offset, now), updateStatus: u.status, progress: u.progress, pictures: 'picture' in u ? [pictures.get(`update-${u.project}`)!] : [] };
    const created = await updates.create({ locale: 'es', status: 'published', data: { ...shared, title: u.es[0], body: updateBody(u.es[1]), project } } as never);
    await updates.update({ documentId: created.documentId, locale: 'en', status: 'published', data: { ...shared, title: u.en[0], body: updateBody(u.en[1]), project } } as never);
  }

  const news = await byName(NEWS_UID, 'title', NEWS.find((n) => n.key === LINKED_NEWS.news)!.es[0]);
  const linked = projects.get(LINKED_NEWS.project);
  if (news && linked) {
    for (const locale of ['es', 'en']) {
      await strapi.documents(NEWS_UID).update({ documentId: news.documentId, locale, status: 'published', data: { projects: [linked] } } as never);
    }
  }
  await strapi.store.set({ ...MARKER, value: VERSION });
}
