import type { QueryClient } from '@tanstack/react-query';

/** A page that can be opened offline: its address and either a catalog key or a title read from its data. */
export type OfflinePage = { to: string; labelId?: string; label?: string };

const titleOf = (data: unknown): string | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const { name, title } = data as { name?: unknown; title?: unknown };
  return typeof name === 'string' ? name : typeof title === 'string' ? title : undefined;
};

/** The page each current legal text is read on (features/legal's `legal-text` queries). */
const LEGAL_TEXT_PAGES: Partial<Record<string, OfflinePage>> = {
  legalNotice: { to: '/legal', labelId: 'pages.legal.title' },
  terms: { to: '/legal', labelId: 'pages.legal.title' },
  privacy: { to: '/legal', labelId: 'pages.legal.title' },
  cookies: { to: '/cookies', labelId: 'pages.cookies.title' },
  accessibility: { to: '/accessibility', labelId: 'pages.accessibility.title' },
};

/** Which page each cached read opens (the query keys of features/<name>/api.ts). */
function pageOf(key: readonly unknown[], data: unknown): OfflinePage | undefined {
  const [kind, id, third] = key;
  const label = titleOf(data);
  if (kind === 'projects' || kind === 'project-search') return { to: '/projects', labelId: 'menu.projects' };
  if (kind === 'partners') return { to: '/igniters', labelId: 'menu.partners' };
  if (kind === 'challenges') return { to: '/challenges', labelId: 'menu.challenges' };
  if (kind === 'news-list') return { to: '/news', labelId: 'pages.newsList.title' };
  if (kind === 'member' && third === 'me') return { to: '/profile', labelId: 'menu.profile' };
  if (kind === 'member' && third === 'inbox') return { to: '/inbox', labelId: 'pages.inbox.title' };
  if (kind === 'member' && third === 'did-records' && key[3] === 'history') return { to: '/profile/dids', labelId: 'pages.dids.title' };
  if (kind === 'legal-text' && key.length === 3) return LEGAL_TEXT_PAGES[String(id)];
  if (typeof id !== 'string' || !label) return undefined;
  if (kind === 'project') return { to: `/projects/${encodeURIComponent(id)}`, label };
  if (kind === 'partner') return { to: `/igniters/${encodeURIComponent(id)}`, label };
  if (kind === 'reward') return { to: `/rewards/${encodeURIComponent(id)}`, label };
  if (kind === 'news' && key.length === 3) return { to: `/news/${encodeURIComponent(id)}`, label };
  return undefined;
}

const CATALOGUE_LISTS: OfflinePage[] = [
  { to: '/projects', labelId: 'menu.projects' },
  { to: '/igniters', labelId: 'menu.partners' },
  { to: '/news', labelId: 'pages.newsList.title' },
  { to: '/challenges', labelId: 'menu.challenges' },
];

/**
 * The pages whose data this device holds (read before, kept in the persisted query cache, or every
 * list when the worker's catalogue is complete in this language), so they open offline: the home
 * page first, then lists, then single pages; `except` is left out.
 */
export function pagesAvailableOffline(queryClient: QueryClient, except: string, catalogueKept = false): OfflinePage[] {
  const pages = new Map<string, OfflinePage>();
  // The worker's offline catalogue holds every list (and what they lead to) in this language.
  if (catalogueKept) for (const page of CATALOGUE_LISTS) pages.set(page.to, page);
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.data === undefined) continue;
    const page = pageOf(query.queryKey, query.state.data);
    if (page && !pages.has(page.to)) pages.set(page.to, page);
  }
  if (pages.has('/projects')) pages.set('/', { to: '/', labelId: 'menu.home' });
  pages.delete(except);
  const order = (page: OfflinePage) => (page.to === '/' ? 0 : page.labelId ? 1 : 2);
  return [...pages.values()].sort((a, b) => order(a) - order(b));
}
