import { factories } from '@strapi/strapi';
import { defaultPopulate } from '../../../lib/default-populate';

export default factories.createCoreRouter('api::home-section2.home-section2', {
  only: ['find'],
  config: { find: { middlewares: [defaultPopulate({ imageDesktop: true, imageMobile: true })] } },
});
