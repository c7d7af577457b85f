import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::home-section2.home-section2');
