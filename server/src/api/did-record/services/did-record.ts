import { factories } from '@strapi/strapi';

// A member's balance is read with their history (history.ts), or inside their write (balance.ts).
export default factories.createCoreService('api::did-record.did-record');
