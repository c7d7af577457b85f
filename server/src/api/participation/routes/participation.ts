import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::participation.participation', { only: ['find', 'create'] });
