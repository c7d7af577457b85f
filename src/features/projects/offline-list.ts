import { votingPhase, type Dated } from '../voting';
import type { ListSearch, ListStatus } from './list-search';
import { PROJECT_PAGE_SIZE } from './requests';
import { searchable } from '../../lib/searchable';


type Group = 'open' | 'soon' | 'closed';
const GROUPS: Record<ListStatus, readonly Group[]> = { current: ['open', 'soon'], open: ['open'], soon: ['soon'], closed: ['closed'] };
const ORDER: Record<Group, number> = { open: 0, soon: 1, closed: 2 };

/** The server's status groups (server/src/lib/project-search/groups.ts), from the app's voting rules. */
export function groupOf(project: Dated, now = Date.now()): Group {
  if (project.currentstatus === 'comingSoon') return 'soon';
  if (project.currentstatus !== 'published') return 'closed';
  const phase = votingPhase(project, now);
  return phase === 'open' ? 'open' : phase === 'notYet' ? 'soon' : 'closed';
}

export type Searchable = Dated & {
  documentId: string;
  name: string;
  subtitle?: string | null;
  extract?: string | null;
  location?: string | null;
  project_type: string;
  partner?: { documentId: string; name: string } | null;
};

export type OfflinePage<P> = { projects: P[]; total: number; pageCount: number; page: number };

/**
 * The list offline: the same search and filters as the server's, over the projects this device
 * keeps (each once, in the order they were kept). Its order within a group is the lists' own, the
 * archive's the most recently closed first.
 */
export function searchKept<P extends Searchable>(kept: readonly P[], search: ListSearch, now = Date.now()): OfflinePage<P> {
  const unique = [...new Map(kept.map((project) => [project.documentId, project])).values()];
  const words = searchable(search.q ?? '').split(/\s+/).filter(Boolean);
  const groups = GROUPS[search.status ?? 'current'];
  const place = search.place === undefined ? undefined : searchable(search.place);
  const found = unique
    .map((project, index) => ({ project, index, group: groupOf(project, now) }))
    .filter(({ project, group }) => {
      const text = searchable([project.name, project.subtitle, project.extract, project.location, project.partner?.name].filter(Boolean).join(' \u0000 '));
      return (
        groups.includes(group) &&
        (search.partner === undefined || project.partner?.documentId === search.partner) &&
        (search.type === undefined || project.project_type === search.type) &&
        (place === undefined || searchable(project.location?.trim() ?? '') === place) &&
        words.every((word) => text.includes(word))
      );
    })
    .sort((a, b) =>
      ORDER[a.group] - ORDER[b.group] ||
      (a.group === 'closed' ? (b.project.voting_end ?? '').localeCompare(a.project.voting_end ?? '') : 0) ||
      a.index - b.index,
    )
    .map(({ project }) => project);
  const pageCount = Math.ceil(found.length / PROJECT_PAGE_SIZE);
  const page = Math.min(search.page ?? 1, Math.max(1, pageCount));
  return { projects: found.slice((page - 1) * PROJECT_PAGE_SIZE, page * PROJECT_PAGE_SIZE), total: found.length, pageCount, page };
}
