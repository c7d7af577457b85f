import { factories } from '@strapi/strapi';
import { defaultPopulate } from '../../../lib/default-populate';
import { publicCache } from '../../../lib/public-cache';
import { memberActions } from '../../../lib/member-auth/member-routes';

const populate = defaultPopulate({ image: true });

export default factories.createCoreRouter('api::news.news-post', {
  only: ['find', 'findOne'],
  config: memberActions(['find', 'findOne'], { find: { middlewares: [publicCache, populate] }, findOne: { middlewares: [publicCache, populate] } }),
});
