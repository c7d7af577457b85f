import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::home-section2.home-section2');
