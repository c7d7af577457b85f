// Every page a member can open from the app's lists (and the footer's legal pages), read from Node (not through a browser): what the
// offline catalogue must make readable offline. Shared by the end-to-end test and the benchmark.

/** @typedef {{ path: string, title: string, pictures: number }} ListedRoute */

const LIST_TITLES = {
  es: { projects: 'Proyectos', igniters: 'Partners', news: 'Noticias', challenges: 'Retos', legal: 'Aviso legal y privacidad' },
  en: { projects: 'Projects', igniters: 'Partners', news: 'News', challenges: 'Challenges', legal: 'Legal notice and privacy' },
};

/**
 * @param {(path: string) => string} url the app's address of a path
 * @param {'es' | 'en'} language
 * @returns {Promise<ListedRoute[]>} each page's path, its heading, and how many pictures it shows at least
 */
export async function listedRoutes(url, language) {
  const get = async (path) => (await (await fetch(url(`${path}${path.includes('?') ? '&' : '?'}locale=${language}`))).json()).data;
  const [projects, firstPage, partners, news, challenges, cookies, accessibility] = await Promise.all([
    // The home's list, which the catalogue stores (src/features/projects/requests.ts PROJECT_LIST), and /projects' first page.
    get('/api/project-search?group=all&pageSize=48'),
    get('/api/project-search?group=current&page=1&pageSize=12'),
    get('/api/partners?limit=100'),
    get('/api/news?populate=all&sort=date:desc&pagination[pageSize]=60'),
    get('/api/challenges?populate=all'),
    // The legal texts (issue 53): /legal's three, and the two pages whose title is their text's own.
    get('/api/legal-texts/cookies'),
    get('/api/legal-texts/accessibility'),
  ]);
  const rewardIds = [...new Set(projects.filter((p) => p.reward).map((p) => p.reward.documentId))];
  const rewards = await Promise.all(rewardIds.map((id) => get(`/api/rewards/${id}?populate=all`)));
  const titles = LIST_TITLES[language];
  return [
    { path: '/projects', title: titles.projects, pictures: firstPage.filter((p) => p.mainImage).length },
    { path: '/igniters', title: titles.igniters, pictures: partners.filter((p) => p.imagePath).length },
    { path: '/news', title: titles.news, pictures: 0 },
    { path: '/challenges', title: titles.challenges, pictures: challenges.filter((c) => c.imagePath).length },
    { path: '/legal', title: titles.legal, pictures: 0 },
    { path: '/cookies', title: cookies.title, pictures: 0 },
    { path: '/accessibility', title: accessibility.title, pictures: 0 },
    ...projects.map((p) => ({ path: `/projects/${p.documentId}`, title: p.name, pictures: p.mainImage ? 1 : 0 })),
    ...partners.map((p) => ({ path: `/igniters/${p.documentId}`, title: p.name, pictures: p.imagePath ? 1 : 0 })),
    ...rewards.map((r) => ({ path: `/rewards/${r.documentId}`, title: r.title, pictures: r.image ? 1 : 0 })),
    ...news.map((n) => ({ path: `/news/${n.documentId}`, title: n.title, pictures: n.image ? 1 : 0 })),
  ];
}
