// What other features and the routes use of the news feature (its components: by their file).
export { latestNewsQueryOptions, newsPostQueryOptions, type NewsPost } from './api';
