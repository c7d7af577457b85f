import { factories } from '@strapi/strapi';
import { documentId, validBody, yup } from '../../../lib/payload';
import { projectResults } from '../../../lib/results';
import { projectSearch, searchParams } from '../../../lib/project-search';
import { now } from '../../../lib/clock';
import { LIST_POPULATE } from '../../../lib/project-search/populate';
import { projectTimeline, timelineParams } from '../../../lib/project-updates';

const UID = 'api::project.project';

const Params = yup.object({ id: documentId().required() });

export default factories.createCoreController(UID, ({ strapi }) => {
  const results = projectResults(strapi);
  const search = projectSearch(strapi);
  const timeline = projectTimeline(strapi);
  return {
    /**
     * GET /api/project-search: a page of the member's search (q, group, partner, type, place, page,
     * pageSize), as a list answers it (`data`, `meta.pagination`), with the filters' choices in
     * `meta.facets` (docs/decisions/interface/project-lists.md).
     */
    async search(ctx) {
      const params = searchParams(ctx.query as Record<string, unknown>);
      const locale = typeof ctx.query.locale === 'string' ? ctx.query.locale : 'es';
      const found = await search(params, locale, now());
      const documents = found.documentIds.length
        ? ((await strapi.documents(UID).findMany({
            status: 'published',
            locale,
            filters: { documentId: { $in: found.documentIds } },
            populate: LIST_POPULATE,
            limit: found.documentIds.length,
          } as never)) as { documentId: string }[])
        : [];
      const byId = new Map(documents.map((document) => [document.documentId, document]));
      const ordered = found.documentIds.map((id) => byId.get(id)).filter((document) => document !== undefined);
      const data = await strapi.contentAPI.sanitize.output(ordered, strapi.getModel(UID), { auth: ctx.state.auth });
      ctx.body = { data, meta: { pagination: found.pagination, facets: found.facets } };
    },

    /** GET /api/projects/:id/results: the tallies, or a code saying why they are not shown (yet). */
    async results(ctx) {
      const { id } = await validBody(Params, { id: ctx.params.id });
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = { data: await results.ofProject(id) };
    },

    /**
     * GET /api/projects/:id/timeline: the project's published updates and linked news, newest first, a
     * page at a time (`page`, `pageSize`), with the editor's latest progress in `meta.progress`.
     */
    async timeline(ctx) {
      const { id } = await validBody(Params, { id: ctx.params.id });
      const params = timelineParams(ctx.query as Record<string, unknown>);
      const locale = typeof ctx.query.locale === 'string' ? ctx.query.locale : 'es';
      ctx.body = await timeline(id, locale, params);
    },

    /** GET /api/project-results: every result shown now, for the home's cards. */
    async resultList(ctx) {
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = { data: await results.shown() };
    },
  };
});
