import { factories } from '@strapi/strapi';
import { defaultPopulate } from '../../../lib/default-populate';

export const PROJECT_POPULATE = {
  mainImage: true,
  gallery: true,
  images: true,
  partner: { fields: ['name'] },
  reward: { fields: ['title', 'cost', 'start_date', 'end_date'], populate: { thumbnailImage: true } },
};

const populate = defaultPopulate(PROJECT_POPULATE);

export default factories.createCoreRouter('api::project.project', {
  only: ['find', 'findOne'],
  config: { find: { middlewares: [populate] }, findOne: { middlewares: [populate] } },
});
