import type { Core } from '@strapi/strapi';
import { refusal } from './errors';

/**
 * Records only the server writes (through the query engine or SQL): editors read them in the admin
 * panel but cannot create, change or delete them there, so a draw's seed, tickets and winners stay as
 * drawn, and every DID a member holds is explained by their own acts or by a correction made in the
 * campaign view (lib/campaign), which checks the balance and names the editor.
 */
export const SERVER_WRITTEN = new Set<string>([
  'api::draw.draw',
  'api::notification.notification',
  'api::push-subscription.push-subscription',
  'api::did-record.did-record',
  'api::user-project-support.user-project-support',
  'api::participation.participation',
  'api::form-participation.form-participation',
]);
const READS = new Set(['findOne', 'findMany', 'findFirst', 'count']);

export function keepServerWrittenRecords(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (SERVER_WRITTEN.has(context.uid) && !READS.has(context.action)) {
      throw refusal(403, 'record.serverWritten', 'These records are written by the server only');
    }
    return next();
  });
}
