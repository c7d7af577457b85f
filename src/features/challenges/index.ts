// What the routes use of the challenges feature.
export { challengeProgressQueryOptions, challengesQueryOptions, REPEATABLE_KINDS, type Challenge } from './api';
