import { factories } from '@strapi/strapi';
import { defaultPopulate } from '../../../lib/default-populate';
import { publicCache } from '../../../lib/public-cache';
import { limitOffsetPagination } from '../../../lib/limit-offset';
import { memberActions } from '../../../lib/member-auth/member-routes';

const populate = defaultPopulate({
  imagePath: true,
  // What the partner page lists and judges each project by: its voting days, or a form project's reward dates.
  projects: {
    fields: ['name', 'subtitle', 'currentstatus', 'project_type', 'voting_start', 'voting_end'],
    populate: { images: true, mainImage: true, reward: { fields: ['start_date', 'end_date'] } },
  },
});

export default factories.createCoreRouter('api::partner.partner', {
  only: ['find', 'findOne'],
  config: memberActions(['find', 'findOne'], { find: { middlewares: [publicCache, limitOffsetPagination, populate] }, findOne: { middlewares: [publicCache, populate] } }),
});
