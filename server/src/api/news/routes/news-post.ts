import { factories } from '@strapi/strapi';
import { defaultPopulate } from '../../../lib/default-populate';
import { publicCache } from '../../../lib/public-cache';

const populate = defaultPopulate({ image: true });

export default factories.createCoreRouter('api::news.news-post', {
  only: ['find', 'findOne'],
  config: { find: { middlewares: [publicCache, populate] }, findOne: { middlewares: [publicCache, populate] } },
});
