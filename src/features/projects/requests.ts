import type { ApiRequest } from '../../lib/api-request';

// The project reads the app sends, shared with the service worker's offline catalogue (worker-safe).

/** Cards per page of /projects. */
export const PROJECT_PAGE_SIZE = 12;
/** The server's largest page (server/src/lib/project-search/params.ts). */
export const MAX_PROJECT_PAGE = 48;

/**
 * The home's bounded selection, which the offline catalogue stores too (docs/decisions/interface/project-lists.md):
 * open votings first, then those still to open, then the most recently closed, one page of the search.
 */
export const PROJECT_LIST: ApiRequest = { path: 'project-search', params: { group: 'all', pageSize: MAX_PROJECT_PAGE } };

/** Every open voting (a city has a few dozen at a time): the offline catalogue reads their pages first. */
export const OPEN_VOTINGS: ApiRequest = { path: 'project-search', params: { group: 'open', pageSize: MAX_PROJECT_PAGE } };

/** What a page of /projects asks the search: its text, status group, partner, type, place and page. */
export type ProjectQuery = { q?: string; status?: string; partner?: string; type?: string; place?: string; page?: number };

/** One page of /projects: parameters in a fixed order, defaults written out, so one list has one address. */
export function projectSearchRequest({ q, status, partner, type, place, page }: ProjectQuery): ApiRequest {
  const params: Record<string, string | number> = { group: status ?? 'current' };
  if (q) params.q = q;
  if (partner) params.partner = partner;
  if (type) params.type = type;
  if (place) params.place = place;
  params.page = page ?? 1;
  params.pageSize = PROJECT_PAGE_SIZE;
  return { path: 'project-search', params };
}

export const projectRequest = (documentId: string): ApiRequest => ({ path: `projects/${encodeURIComponent(documentId)}`, params: { populate: 'all' } });

/**
 * A page of a project's timeline: its published updates and linked news, newest first
 * (server/src/lib/project-updates/timeline.ts). The page is always written, so page 1 has one address,
 * the one the offline catalogue stores.
 */
export const projectTimelineRequest = (documentId: string, page = 1): ApiRequest => ({ path: `projects/${encodeURIComponent(documentId)}/timeline`, params: { page } });
