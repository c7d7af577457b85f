import { factories } from '@strapi/strapi';
import { memberActions } from '../../../lib/member-auth/member-routes';

// Members only read their own records; every write happens inside the server's services.
export default factories.createCoreRouter('api::did-record.did-record', { only: ['find'], config: memberActions(['find']) });
