import type { Core } from '@strapi/strapi';
import { refusal } from '../errors';
import { tableOf } from '../member-writes/records';
import { DRAW_UID } from './model';

/**
 * A reward takes entries only while its draw is committed: once frozen (its tickets listed) or drawn,
 * an entry would spend DIDs on a ticket that is never in it, whatever the reward's dates say after an
 * editor moved them.
 */
export const drawClosed = () => refusal(409, 'rewardParticipation.errors.drawClosed', 'This reward’s draw no longer takes entries');

/**
 * A subquery giving the stage of the draw of the reward bound to its `?` (no row: not committed yet,
 * so open). Inside an entry's write on PostgreSQL it share-locks the draw's row: the freeze changes
 * the stage before it lists the tickets (run-draws.ts), so it waits for entries that read "committed"
 * to commit, and an entry that comes after it reads "frozen". SQLite has one writer at a time.
 */
export function drawStageSubquery(strapi: Core.Strapi) {
  const { table, column } = tableOf(strapi, DRAW_UID);
  const lock = strapi.db.dialect.client === 'postgres' ? ' for share' : '';
  return `select "${column('stage')}" from "${table}" where "${column('rewardDocumentId')}" = ? limit 1${lock}`;
}

export const isDrawOpen = (stage: unknown) => stage === null || stage === undefined || stage === 'committed';
