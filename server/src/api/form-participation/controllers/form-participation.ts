import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::form-participation.form-participation');
