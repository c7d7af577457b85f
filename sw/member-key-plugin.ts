import type { WorkboxPlugin } from 'workbox-core';

/** The member a request is sent for, as its bearer token's payload names them; null without a token that reads. */
export function memberOfRequest(request: Request): string | null {
  const payload = /^Bearer [^.]+\.([^.]+)\./.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { userId?: unknown; id?: unknown };
    const member = claims.userId ?? claims.id;
    return typeof member === 'number' || (typeof member === 'string' && member !== '') ? String(member) : null;
  } catch {
    return null;
  }
}

/**
 * The member's own data is kept per member: its cache key names who it was read for. An answer still
 * on its way when one member signs out (and the cache is emptied) is stored under that member, never
 * read offline by the next member on the device; a request without a readable token matches nothing.
 */
export const memberKeyPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.set('__member', memberOfRequest(request) ?? 'none');
    return url.href;
  },
};
