import { factories } from '@strapi/strapi';
import { memberActions } from '../../../lib/member-auth/member-routes';

export default factories.createCoreRouter('api::user-project-support.user-project-support', { only: ['find', 'create'], config: memberActions(['find', 'create']) });
