import { factories } from '@strapi/strapi';
import { defaultPopulate } from '../../../lib/default-populate';
import { publicCache } from '../../../lib/public-cache';
import { memberActions } from '../../../lib/member-auth/member-routes';

const populate = defaultPopulate({
  image: true,
  thumbnailImage: true,
  project: { fields: ['name', 'currentstatus', 'project_type', 'voting_start', 'voting_end'] },
});

// `find` is public too: Strapi shows a project's reward only to roles that may list rewards.
export default factories.createCoreRouter('api::reward.reward', {
  only: ['find', 'findOne'],
  config: memberActions(['find', 'findOne'], { find: { middlewares: [publicCache, populate] }, findOne: { middlewares: [publicCache, populate] } }),
});
