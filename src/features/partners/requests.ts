import type { ApiRequest } from '../../lib/api-request';

// The partner reads the app sends, shared with the service worker's offline catalogue (worker-safe).

/** Spec §7: name search, limit 100, offset 0, sorted by name. */
export const PARTNER_LIST = { limit: 100, offset: 0, sort: 'name' } as const;

/** A page of the list (from 1): the first page is the spec's read, the next ones go on by offset. */
export function partnerListRequest(search = '', page = 1): ApiRequest {
  const params = page > 1 ? { ...PARTNER_LIST, offset: (page - 1) * PARTNER_LIST.limit } : PARTNER_LIST;
  return { path: 'partners', params: search.trim() ? { ...params, 'filters[name][$containsi]': search.trim() } : params };
}

/**
 * Spec §7: a partner is read with its projects populated with their images. Strapi's populate object:
 * the partner's picture, and per project the fields the page lists plus `images` and `mainImage`.
 */
export const PARTNER_POPULATE = {
  'populate[imagePath]': 'true',
  'populate[projects][fields][0]': 'name',
  'populate[projects][fields][1]': 'subtitle',
  'populate[projects][fields][2]': 'currentstatus',
  'populate[projects][fields][3]': 'project_type',
  'populate[projects][fields][4]': 'voting_start',
  'populate[projects][fields][5]': 'voting_end',
  'populate[projects][populate][images]': 'true',
  'populate[projects][populate][mainImage]': 'true',
  'populate[projects][populate][reward][fields][0]': 'start_date',
  'populate[projects][populate][reward][fields][1]': 'end_date',
} as const;

export const partnerRequest = (documentId: string): ApiRequest => ({ path: `partners/${encodeURIComponent(documentId)}`, params: PARTNER_POPULATE });
