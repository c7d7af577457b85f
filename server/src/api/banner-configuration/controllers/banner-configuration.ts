import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::banner-configuration.banner-configuration');
