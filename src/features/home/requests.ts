import type { ApiRequest } from '../../lib/api-request';

// The home's single types as the app reads them, shared with the service worker's offline catalogue (worker-safe).
export const homeSingleRequest = (path: 'home-section1' | 'home-section2' | 'banner-configuration'): ApiRequest => ({ path, params: { populate: 'all' } });
