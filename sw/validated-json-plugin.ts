import type { WorkboxPlugin } from 'workbox-core';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A Strapi content-API answer: `{ data, meta? }`, data a list or a document (or null for an empty single type). */
export function isStrapiBody(body: unknown): boolean {
  if (!isRecord(body) || !('data' in body) || 'error' in body) return false;
  const { data, meta } = body;
  if (meta !== undefined && !isRecord(meta)) return false;
  return data === null || Array.isArray(data) || isRecord(data);
}

/** A compiled catalog: `{ messages: { … } }`. */
export const isCatalogBody = (body: unknown): boolean => isRecord(body) && isRecord(body.messages);

/** `/api/users/me` answers the member itself, not wrapped in `{ data }`. */
export const isMemberBody = (body: unknown): boolean => isRecord(body) && typeof body.id === 'number';

const JSON_TYPE = /^application\/(.+\+)?json\b/i;

/**
 * Only a 200 of JSON in the expected shape goes into the cache: a captive portal's HTML page, a
 * redirect, an opaque answer or someone else's JSON never does, so it can never be served offline
 * as our data.
 */
export function validatedJsonPlugin(isValid: (body: unknown, url: URL) => boolean): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ request, response }) => {
      if (response.status !== 200 || response.type === 'opaque' || response.type === 'opaqueredirect' || response.redirected) return null;
      if (!JSON_TYPE.test(response.headers.get('Content-Type') ?? '')) return null;
      try {
        return isValid(await response.clone().json(), new URL(request.url)) ? response : null;
      } catch {
        return null;
      }
    },
  };
}
