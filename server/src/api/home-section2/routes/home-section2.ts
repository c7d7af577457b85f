import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::home-section2.home-section2');
