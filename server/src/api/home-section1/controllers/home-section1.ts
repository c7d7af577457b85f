import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::home-section1.home-section1');
