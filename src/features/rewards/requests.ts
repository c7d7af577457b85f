import type { ApiRequest } from '../../lib/api-request';

// The public reward reads the app sends, shared with the service worker's offline catalogue (worker-safe).
export const rewardRequest = (documentId: string): ApiRequest => ({ path: `rewards/${encodeURIComponent(documentId)}`, params: { populate: 'all' } });

export const drawRequest = (rewardId: string): ApiRequest => ({ path: `draws/${encodeURIComponent(rewardId)}` });
