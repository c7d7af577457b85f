import { memberRoutes } from '../../../lib/member-auth/member-routes';
import { publicCache } from '../../../lib/public-cache';

export default {
  routes: memberRoutes([
    { method: 'GET', path: '/projects/:id/results', handler: 'api::project.project.results' },
    // Its published updates and linked news (lib/project-updates/timeline.ts), kept until a public write.
    { method: 'GET', path: '/projects/:id/timeline', handler: 'api::project.project.timeline', config: { middlewares: [publicCache] } },
    // Not under /projects/: that would read as a project's id.
    { method: 'GET', path: '/project-results', handler: 'api::project.project.resultList' },
    // A member's search, filters and pages of the published projects (lib/project-search).
    { method: 'GET', path: '/project-search', handler: 'api::project.project.search', config: { middlewares: [publicCache] } },
  ]),
};
