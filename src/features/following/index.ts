// What other features and the routes use of the following feature. Its components (the project page's
// FollowBox): by its file, read lazily. The profile lists what the member follows with these.
export { followQueryOptions, followsQueryOptions, saveFollow, type Follow, type FollowedProject } from './api';
