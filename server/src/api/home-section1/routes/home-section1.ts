import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::home-section1.home-section1');
