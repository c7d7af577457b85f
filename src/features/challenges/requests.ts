import type { ApiRequest } from '../../lib/api-request';

// The challenges' read, shared with the service worker's offline catalogue (worker-safe).
export const CHALLENGE_LIST: ApiRequest = { path: 'challenges', params: { populate: 'all' } };
