import { factories } from '@strapi/strapi';

// Members only read their own records; every write happens inside the server's services.
export default factories.createCoreRouter('api::did-record.did-record', { only: ['find'] });
