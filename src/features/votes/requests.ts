import type { ApiRequest } from '../../lib/api-request';

// The member's votes as the app reads them (spec §7: with all relations), shared with the service
// worker's offline catalogue, which keeps the pages of the projects a member voted on (worker-safe).
export const MEMBER_VOTES: ApiRequest = { path: 'user-project-supports', params: { populate: 'all' } };
