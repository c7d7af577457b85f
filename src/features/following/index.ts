// What other features and the routes use of the following feature. Its components (the project page's
// FollowBox, the profile's FollowedProjects): by their file, read lazily.
export { followQueryOptions, followsQueryOptions, type Follow, type FollowedProject } from './api';
