import type { Core } from '@strapi/strapi';
import { searchable } from '../text-search';
import { GROUPS_OF, groupOf, type Group } from './groups';
import { publishedListing, type Listed } from './listing';
import type { SearchParams } from './params';

export { searchParams, MAX_PAGE_SIZE, MAX_QUERY_LENGTH, DEFAULT_PAGE_SIZE, type SearchParams } from './params';

const GROUP_ORDER: Record<Group, number> = { open: 0, soon: 1, closed: 2 };

/** The editors' order (position, then oldest first), the id last so that every page is stable. */
const editorsOrder = (a: Listed, b: Listed) => a.position - b.position || a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
/** The archive: the most recently closed first (by voting end; none last), then the editors' order. */
const closedOrder = (a: Listed, b: Listed) => (b.voting_end ?? '').localeCompare(a.voting_end ?? '') || editorsOrder(a, b);

export type SearchPage = {
  documentIds: string[];
  pagination: { page: number; pageSize: number; pageCount: number; total: number };
  /** Every partner and place the language's published projects have: the filters' choices. */
  facets: { partners: { documentId: string; name: string }[]; places: string[] };
};

function facetsOf(listing: Listed[]): SearchPage['facets'] {
  const partners = new Map<string, string>();
  const places = new Map<string, string>();
  for (const project of listing) {
    if (project.partner) partners.set(project.partner.documentId, project.partner.name);
    if (project.place) places.set(searchable(project.place), project.place);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' });
  return {
    partners: [...partners].map(([documentId, name]) => ({ documentId, name })).sort((a, b) => byName(a.name, b.name)),
    places: [...places.values()].sort(byName),
  };
}

/**
 * One page of a member's project search (docs/decisions/interface/project-lists.md): the published
 * projects of the language whose text holds every word of `q` (accents and case ignored) and that
 * pass the filters, open ones first, then those still to open, then the archive.
 */
export function projectSearch(strapi: Core.Strapi) {
  const listingOf = publishedListing(strapi);
  return async (params: SearchParams, locale: string, now: number): Promise<SearchPage> => {
    const listing = await listingOf(locale);
    const words = searchable(params.q).split(/\s+/).filter(Boolean);
    const groups: readonly Group[] = GROUPS_OF[params.group];
    const place = params.place === undefined ? undefined : searchable(params.place);
    const found = listing
      .map((project) => ({ project, group: groupOf(project, now) }))
      .filter(({ project, group }) =>
        groups.includes(group) &&
        (params.partner === undefined || project.partner?.documentId === params.partner) &&
        (params.type === undefined || project.project_type === params.type) &&
        (place === undefined || (project.place !== undefined && searchable(project.place) === place)) &&
        words.every((word) => project.text.includes(word)))
      .sort((a, b) => GROUP_ORDER[a.group] - GROUP_ORDER[b.group] || (a.group === 'closed' ? closedOrder(a.project, b.project) : editorsOrder(a.project, b.project)));
    const start = (params.page - 1) * params.pageSize;
    return {
      documentIds: found.slice(start, start + params.pageSize).map(({ project }) => project.documentId),
      pagination: { page: params.page, pageSize: params.pageSize, pageCount: Math.ceil(found.length / params.pageSize), total: found.length },
      facets: facetsOf(listing),
    };
  };
}
