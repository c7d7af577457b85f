import { memberRoutes } from '../../../lib/member-auth/member-routes';

export default {
  routes: memberRoutes([
    { method: 'GET', path: '/projects/:id/results', handler: 'api::project.project.results' },
    // Not under /projects/: that would read as a project's id.
    { method: 'GET', path: '/project-results', handler: 'api::project.project.resultList' },
  ]),
};
