import { factories } from '@strapi/strapi';
import { memberActions } from '../../../lib/member-auth/member-routes';

export default factories.createCoreRouter('api::subscription.subscription', { only: ['find', 'create'], config: memberActions(['find', 'create']) });
