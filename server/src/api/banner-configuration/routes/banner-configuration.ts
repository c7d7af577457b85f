import { factories } from '@strapi/strapi';
import { defaultPopulate } from '../../../lib/default-populate';
import { publicCache } from '../../../lib/public-cache';

export default factories.createCoreRouter('api::banner-configuration.banner-configuration', {
  only: ['find'],
  config: { find: { middlewares: [publicCache, defaultPopulate({ mobileImage: true, desktopImage: true })] } },
});
