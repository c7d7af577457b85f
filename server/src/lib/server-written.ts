import type { Core } from '@strapi/strapi';
import { refusal } from './errors';

/**
 * Records only the server writes (through the query engine or SQL): editors read them in the admin
 * panel but cannot create, change or delete them there, whatever their role, so a draw's seed,
 * tickets and winners stay as drawn, every DID a member holds is explained by their own acts or by a
 * correction made in the campaign view (plugins/campaign), which checks the balance and names the editor,
 * and Premium is held only by what was paid or by a courtesy recorded there.
 */
export const SERVER_WRITTEN = new Set<string>([
  'api::draw.draw',
  'api::notification.notification',
  'api::push-subscription.push-subscription',
  'api::did-record.did-record',
  'api::user-project-support.user-project-support',
  'api::participation.participation',
  'api::form-participation.form-participation',
  // Money: who holds Premium, and what was paid for it. An editor's courtesy (a gift's mail sent
  // again, Premium extended) is an action of the campaign view, recorded with a note.
  'api::gift.gift',
  'api::subscription.subscription',
  'api::courtesy.courtesy',
  // Who may take part: a member's verification and its revocation, the census uploads and the
  // invitation codes are made in the campaign view or by the member's own proof, never typed in.
  'api::verification.verification',
  'api::census-upload.census-upload',
  'api::code-batch.code-batch',
  // What someone reported of an accessibility barrier stays as they wrote it (lib/barrier-reports).
  'api::barrier-report.barrier-report',
]);
const READS = new Set(['findOne', 'findMany', 'findFirst', 'count']);
const MEMBER = 'plugin::users-permissions.user';

/** The content manager sends every relation of a saved page, as `{ connect: [], disconnect: [] }` when untouched. */
function unchangedRelation(value: unknown) {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  const { connect, disconnect, set, ...rest } = value as Record<string, unknown>;
  const empty = (list: unknown) => list === undefined || (Array.isArray(list) && list.length === 0);
  return Object.keys(rest).length === 0 && empty(connect) && empty(disconnect) && set === undefined;
}

export function keepServerWrittenRecords(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (SERVER_WRITTEN.has(context.uid) && !READS.has(context.action)) {
      throw refusal(403, 'record.serverWritten', 'These records are written by the server only');
    }
    // A member's page in the admin lists their DIDs records (the relation's other side): saving it
    // with records connected or disconnected would move DIDs between members without a correction.
    const data = (context.params as { data?: Record<string, unknown> } | undefined)?.data;
    if (context.uid === MEMBER && data && 'did_records' in data && !unchangedRelation(data.did_records)) {
      throw refusal(403, 'record.serverWritten', 'A member’s DIDs records are written by the server only: correct them in the campaign view');
    }
    return next();
  });
}
