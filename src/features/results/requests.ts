import type { ApiRequest } from '../../lib/api-request';

// The public result reads the app sends, shared with the service worker's offline catalogue (worker-safe).
export const RESULT_LIST: ApiRequest = { path: 'project-results' };

export const projectResultRequest = (documentId: string): ApiRequest => ({ path: `projects/${encodeURIComponent(documentId)}/results` });
