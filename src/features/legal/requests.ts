import type { ApiRequest } from '../../lib/api-request';

// The legal texts' public reads, shared with the service worker's offline catalogue (worker-safe).

/** The current published version of a legal text (`kind`: legalNotice, terms, privacy, cookies, accessibility). */
export const legalTextRequest = (kind: string): ApiRequest => ({ path: `legal-texts/${encodeURIComponent(kind)}` });

/** Every published version of a legal text, newest first. */
export const legalVersionsRequest = (kind: string): ApiRequest => ({ path: `legal-texts/${encodeURIComponent(kind)}/versions` });

/** One published version of a legal text. */
export const legalVersionRequest = (kind: string, version: number): ApiRequest => ({
  path: `legal-texts/${encodeURIComponent(kind)}/versions/${version}`,
});
