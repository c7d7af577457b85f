import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::push-subscription.push-subscription');
