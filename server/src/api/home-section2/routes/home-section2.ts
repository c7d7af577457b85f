import { factories } from '@strapi/strapi';
import { defaultPopulate } from '../../../lib/default-populate';
import { publicCache } from '../../../lib/public-cache';

export default factories.createCoreRouter('api::home-section2.home-section2', {
  only: ['find'],
  config: { find: { middlewares: [publicCache, defaultPopulate({ imageDesktop: true, imageMobile: true })] } },
});
