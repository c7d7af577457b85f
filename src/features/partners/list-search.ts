import * as v from 'valibot';

/** What /igniters keeps in its address: the name searched and the page. */
export type PartnerListSearch = { q?: string; page?: number };

const PartnerListSchema = v.object({
  q: v.optional(v.pipe(v.unknown(), v.transform((value) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '').slice(0, 100) || undefined))),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))), undefined),
});

/** The list's state from the address; anything odd falls back to the default (every key present, see projects' list-search). */
export function partnerListSearch(raw: Record<string, unknown>): PartnerListSearch {
  const { q, page } = v.parse(PartnerListSchema, raw);
  return { q, page: page === 1 ? undefined : page };
}
