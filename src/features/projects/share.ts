import { http } from '../../lib/http';

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
