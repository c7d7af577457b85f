import { factories } from '@strapi/strapi';
import { memberActions } from '../../../lib/member-auth/member-routes';

export default factories.createCoreRouter('api::form-participation.form-participation', { only: ['find', 'create'], config: memberActions(['find', 'create']) });
