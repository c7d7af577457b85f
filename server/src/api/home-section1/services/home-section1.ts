import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::home-section1.home-section1');
