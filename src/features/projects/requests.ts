import type { ApiRequest } from '../../lib/api-request';

// The project reads the app sends, shared with the service worker's offline catalogue (worker-safe).
export const PROJECT_LIST: ApiRequest = { path: 'projects', params: { populate: 'all', 'pagination[limit]': 100 } };

export const projectRequest = (documentId: string): ApiRequest => ({ path: `projects/${encodeURIComponent(documentId)}`, params: { populate: 'all' } });
