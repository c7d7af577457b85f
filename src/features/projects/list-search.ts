import * as v from 'valibot';
import { TYPES } from '../voting';
import { pageParam, textParam } from '../../lib/search-params';

// What /projects keeps in its address (a list that can be shared and survives a reload). Read by the
// route's validateSearch, in the start chunk: kept small.

/** The status groups of the list: open and still to open (the default), each alone, or the archive. */
export const LIST_STATUSES = ['current', 'open', 'soon', 'closed'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];
/** The server refuses longer searches (lib/project-search): a longer one in an address is cut. */
export const MAX_QUERY_LENGTH = 100;

const ListSearchSchema = v.object({
  q: textParam(MAX_QUERY_LENGTH),
  status: v.fallback(v.optional(v.picklist(LIST_STATUSES)), undefined),
  partner: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,64}$/))), undefined),
  type: v.fallback(v.optional(v.picklist(TYPES)), undefined),
  place: textParam(120),
  page: pageParam(10_000),
});

export type ListSearch = { q?: string; status?: ListStatus; partner?: string; type?: (typeof TYPES)[number]; place?: string; page?: number };

/**
 * The list's state from the address: anything odd in it (an unknown status, a page of "abc", a
 * search too long) falls back to the default, never to an error. Defaults are undefined, so that the
 * plain list's address stays `/projects`; every key is there, so that the raw value the router keeps
 * from the address (the root route validates nothing) is replaced, not merged.
 */
export function listSearch(raw: Record<string, unknown>): ListSearch {
  const { q, status, partner, type, place, page } = v.parse(ListSearchSchema, raw) as ListSearch;
  return { q, status: status === 'current' ? undefined : status, partner, type, place, page: page === 1 ? undefined : page };
}
