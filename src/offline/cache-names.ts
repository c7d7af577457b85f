/** The service worker's runtime caches (sw/routes.ts); the page deletes the member's one on logout. */
export const CACHES = {
  locales: 'chispa-locales',
  publicData: 'chispa-public-data',
  memberData: 'chispa-member-data',
  images: 'chispa-images',
  /** The offline catalogue's own record: what it last stored, for which content version (sw/catalogue). */
  catalogue: 'chispa-catalogue',
} as const;

/** Forgets what the worker cached of the signed-in member (their profile, votes, DIDs, entries). */
export async function deleteMemberCache(): Promise<void> {
  try {
    await globalThis.caches?.delete(CACHES.memberData);
  } catch {
    // no Cache Storage here (an old browser, or a test): nothing was cached
  }
}
