import { factories } from '@strapi/strapi';
import { defaultPopulate } from '../../../lib/default-populate';
import { publicCache } from '../../../lib/public-cache';
import { memberActions } from '../../../lib/member-auth/member-routes';

export default factories.createCoreRouter('api::home-section2.home-section2', {
  only: ['find'],
  config: memberActions(['find'], { find: { middlewares: [publicCache, defaultPopulate({ imageDesktop: true, imageMobile: true })] } }),
});
