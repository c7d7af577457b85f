import { factories } from '@strapi/strapi';
import { documentId, validBody, yup } from '../../../lib/payload';
import { projectResults } from '../../../lib/results';

const Params = yup.object({ id: documentId().required() });

export default factories.createCoreController('api::project.project', ({ strapi }) => {
  const results = projectResults(strapi);
  return {
    /** GET /api/projects/:id/results: the tallies, or a code saying why they are not shown (yet). */
    async results(ctx) {
      const { id } = await validBody(Params, { id: ctx.params.id });
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = { data: await results.ofProject(id) };
    },

    /** GET /api/project-results: every result shown now, for the home's cards. */
    async resultList(ctx) {
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = { data: await results.shown() };
    },
  };
});
