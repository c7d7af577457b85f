import { factories } from '@strapi/strapi';
import { defaultPopulate } from '../../../lib/default-populate';

export default factories.createCoreRouter('api::challenge.challenge', {
  only: ['find'],
  config: { find: { middlewares: [defaultPopulate({ imagePath: true })] } },
});
