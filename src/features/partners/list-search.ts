import * as v from 'valibot';
import { pageParam, textParam } from '../../lib/search-params';

/** What /igniters keeps in its address: the name searched and the page. */
export type PartnerListSearch = { q?: string; page?: number };

const PartnerListSchema = v.object({
  q: textParam(100),
  page: pageParam(1000),
});

/** The list's state from the address; anything odd falls back to the default (every key present, see projects' list-search). */
export function partnerListSearch(raw: Record<string, unknown>): PartnerListSearch {
  const { q, page } = v.parse(PartnerListSchema, raw);
  return { q, page: page === 1 ? undefined : page };
}
