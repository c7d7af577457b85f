import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::form-participation.form-participation', { only: ['find', 'create'] });
