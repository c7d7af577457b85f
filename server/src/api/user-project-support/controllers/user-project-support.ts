import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::user-project-support.user-project-support');
