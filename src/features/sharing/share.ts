import { http } from '../../lib/http';

/**
 * The project page's canonical address: no `?locale=` (or any other query) and no fragment. The
 * share link and the page's og:url both use it, so a shared page is one URL whatever the language.
 */
export const projectPageUrl = (documentId: string, origin = window.location.origin) =>
  new URL(`/projects/${encodeURIComponent(documentId)}`, origin).href;

/** The reward page's address, with no query or fragment (nothing that says who shared it). */
export const rewardPageUrl = (documentId: string, origin = window.location.origin) =>
  new URL(`/rewards/${encodeURIComponent(documentId)}`, origin).href;

/** A news post's canonical address, for its share link and og:url. */
export const newsPageUrl = (documentId: string, origin = window.location.origin) =>
  new URL(`/news/${encodeURIComponent(documentId)}`, origin).href;

/** LinkedIn's share dialog for a page. */
export const linkedInShareUrl = (pageUrl: string) =>
  `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(pageUrl)}`;

/** Records the share for the shareProject challenge; a failure must not stop the member sharing. */
export async function recordShare(kind: 'shareProject' | 'sharePost', documentId: string) {
  try {
    await http.post(`challenges/${kind}`, { json: { documentId } });
  } catch {
    // offline or signed out: the share itself still happens
  }
}
