import type { Core } from '@strapi/strapi';
import { uploadGeneratedImages } from './images';
import { LINKED_NEWS, UPDATES, updateBody } from './content/updates';
import { day } from './content/dates';
import { demoDocuments } from './demo-dates';

const UPDATE = 'api::project-update.project-update';
const NEWS_UID = 'api::news.news-post';
/** Its own marker: a demo seeded before issue 52 gets its updates once, as a new one does. */
const MARKER = { type: 'core', name: 'chispa', key: 'demo-updates-version' } as const;
const VERSION = 1;

/**
 * The demo's project updates and its news post linked to a project (issue 52), in es and en, on the
 * demo's own projects (those the demo content remembers): a database whose projects are editors' gets none.
 */
export async function seedDemoUpdates(strapi: Core.Strapi, now: number) {
  if ((await strapi.store.get(MARKER)) === VERSION) return;
  const demo = await demoDocuments(strapi);
  const projects = new Map(demo.filter((d) => d.kind === 'project').map((d) => [d.key, d.documentId]));
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

  const news = demo.find((d) => d.kind === 'news' && d.key === LINKED_NEWS.news);
  const linked = projects.get(LINKED_NEWS.project);
  if (news && linked) {
    for (const locale of ['es', 'en']) {
      await strapi.documents(NEWS_UID).update({ documentId: news.documentId, locale, status: 'published', data: { projects: [linked] } } as never);
    }
  }
  await strapi.store.set({ ...MARKER, value: VERSION });
}
