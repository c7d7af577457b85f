import { factories } from '@strapi/strapi';
import { defaultPopulate } from '../../../lib/default-populate';
import { publicCache } from '../../../lib/public-cache';
import { limitOffsetPagination } from '../../../lib/limit-offset';

const populate = defaultPopulate({
  imagePath: true,
  projects: { fields: ['name', 'subtitle', 'currentstatus', 'project_type'], populate: { images: true, mainImage: true } },
});

export default factories.createCoreRouter('api::partner.partner', {
  only: ['find', 'findOne'],
  config: { find: { middlewares: [publicCache, limitOffsetPagination, populate] }, findOne: { middlewares: [publicCache, populate] } },
});
