import { factories } from '@strapi/strapi';
import { defaultPopulate } from '../../../lib/default-populate';

const populate = defaultPopulate({ image: true });

export default factories.createCoreRouter('api::news.news-post', {
  only: ['find', 'findOne'],
  config: { find: { middlewares: [populate] }, findOne: { middlewares: [populate] } },
});
