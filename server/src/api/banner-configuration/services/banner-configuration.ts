import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::banner-configuration.banner-configuration');
