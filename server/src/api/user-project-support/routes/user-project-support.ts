import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::user-project-support.user-project-support', { only: ['find', 'create'] });
