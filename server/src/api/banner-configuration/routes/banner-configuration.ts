import { factories } from '@strapi/strapi';
import { defaultPopulate } from '../../../lib/default-populate';

export default factories.createCoreRouter('api::banner-configuration.banner-configuration', {
  only: ['find'],
  config: { find: { middlewares: [defaultPopulate({ mobileImage: true, desktopImage: true })] } },
});
