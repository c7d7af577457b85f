// What the routes use of the partners feature.
export { ongoingProjects, partnerQueryOptions, partnersQueryOptions, pastProjects, type Partner } from './api';
