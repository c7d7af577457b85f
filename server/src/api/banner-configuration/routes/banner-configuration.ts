import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::banner-configuration.banner-configuration');
