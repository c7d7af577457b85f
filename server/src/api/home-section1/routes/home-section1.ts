import { factories } from '@strapi/strapi';
import { defaultPopulate } from '../../../lib/default-populate';

export default factories.createCoreRouter('api::home-section1.home-section1', {
  only: ['find'],
  config: { find: { middlewares: [defaultPopulate({ imageDesktop: true, imageMobile: true })] } },
});
