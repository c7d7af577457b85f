import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::user-project-support.user-project-support');
