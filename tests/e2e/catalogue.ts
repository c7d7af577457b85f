import type { Page } from 'playwright-core';
import { CACHES } from '../../src/offline/cache-names';
import { CATALOGUE_STATE_URL, type CatalogueState } from '../../src/offline/catalogue/catalogue-ask';

/** What the worker's last catalogue run recorded (null before its first). */
export function catalogueState(page: Page): Promise<CatalogueState | null> {
  return page.evaluate(
    async ({ cacheName, key }) => {
      const stored = await (await caches.open(cacheName)).match(key);
      return stored ? ((await stored.json()) as CatalogueState) : null;
    },
    { cacheName: CACHES.catalogue, key: CATALOGUE_STATE_URL },
  );
}

/** A page a member can open from the app's lists: its path, its heading, and how many pictures it shows at least. */
export type ListedRoute = { path: string; title: string; pictures: number; subtitle?: string };

const LIST_TITLES = {
  es: { projects: 'Proyectos', igniters: 'Partners', news: 'Noticias', challenges: 'Retos' },
  en: { projects: 'Projects', igniters: 'Partners', news: 'News', challenges: 'Challenges' },
};

/** Every page the app lists, read from Node (not through the browser) in `language`. */
export async function listedRoutes(url: (path: string) => string, language: 'es' | 'en'): Promise<ListedRoute[]> {
  const get = async (path: string) => ((await (await fetch(url(`${path}${path.includes('?') ? '&' : '?'}locale=${language}`))).json()) as { data: any[] }).data;
  const [projects, partners, news, challenges] = await Promise.all([
    get('/api/projects?populate=all&pagination[limit]=100'),
    get('/api/partners?limit=100'),
    get('/api/news?populate=all&sort=date:desc&pagination[pageSize]=60'),
    get('/api/challenges?populate=all'),
  ]);
  const rewards = new Map<string, any>();
  for (const project of projects) if (project.reward) rewards.set(project.reward.documentId, project.reward);
  const rewardPages = await Promise.all([...rewards.keys()].map((id) => fetch(url(`/api/rewards/${id}?populate=all&locale=${language}`)).then(async (r) => (await r.json()).data)));
  const titles = LIST_TITLES[language];
  return [
    { path: '/projects', title: titles.projects, pictures: projects.filter((p) => p.mainImage).length },
    { path: '/igniters', title: titles.igniters, pictures: partners.filter((p) => p.imagePath).length },
    { path: '/news', title: titles.news, pictures: 0 },
    { path: '/challenges', title: titles.challenges, pictures: challenges.filter((c) => c.imagePath).length },
    ...projects.map((p) => ({ path: `/projects/${p.documentId}`, title: p.name, pictures: p.mainImage ? 1 : 0, subtitle: p.subtitle ?? undefined })),
    ...partners.map((p) => ({ path: `/igniters/${p.documentId}`, title: p.name, pictures: p.imagePath ? 1 : 0 })),
    ...rewardPages.map((r) => ({ path: `/rewards/${r.documentId}`, title: r.title, pictures: r.image ? 1 : 0 })),
    ...news.map((n) => ({ path: `/news/${n.documentId}`, title: n.title, pictures: n.image ? 1 : 0 })),
  ];
}
