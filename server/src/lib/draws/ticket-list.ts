import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { freezeTicketRuns, ticketRunsOfMember, ticketRunsPage, type DbTransaction, type TicketRun } from '../strapi-internals';
import { pseudonymOf, type TicketRuns } from './algorithm';
import type { DrawRow } from './model';

/**
 * A draw's frozen ticket list (docs/decisions/draws/million-tickets.md): kept as runs of tickets per
 * entry in chispa_draw_tickets, read page by page, and written out (for its hash and its download)
 * as the holders' pseudonyms, one per line. Draws frozen before issue 51 keep theirs in `draws.tickets`.
 */
const PAGE = 10_000;

type FrozenDraw = Pick<DrawRow, 'id' | 'tickets'>;

/** Lists the reward's tickets for the draw (in the freeze's transaction) and answers their number and hash. */
export async function freezeTicketList(strapi: Core.Strapi, trx: DbTransaction, drawId: number, rewardDocumentId: string, pseudonymKey: string) {
  const ticketCount = await freezeTicketRuns(strapi, trx, drawId, rewardDocumentId);
  const hash = createHash('sha256');
  for await (const text of ticketText(strapi, { id: drawId, tickets: null }, pseudonymKey, trx)) hash.update(text, 'utf8');
  return { ticketCount, ticketsHash: hash.digest('hex') };
}

async function* runPages(strapi: Core.Strapi, drawId: number, trx?: DbTransaction): AsyncGenerator<TicketRun[]> {
  for (let after = 0; ; ) {
    const page = await ticketRunsPage(strapi, drawId, after, PAGE, trx);
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]!.first;
  }
}

/** The list's text in pieces: the holders' pseudonyms joined by "\n" (no line break after the last), as `ticketsHash` hashes it. */
export async function* ticketText(strapi: Core.Strapi, draw: FrozenDraw, pseudonymKey: string, trx?: DbTransaction): AsyncGenerator<string> {
  if (draw.tickets) {
    for (let start = 0; start < draw.tickets.length; start += PAGE) yield (start > 0 ? '\n' : '') + draw.tickets.slice(start, start + PAGE).join('\n');
    return;
  }
  let first = true;
  for await (const page of runPages(strapi, draw.id, trx)) {
    const parts: string[] = [];
    for (const run of page) {
      const holder = pseudonymOf(pseudonymKey, run.userId);
      parts.push((first ? '' : '\n') + holder + `\n${holder}`.repeat(run.count - 1));
      first = false;
    }
    yield parts.join('');
  }
}

/** The runs of a draw frozen as runs, as numbers (holders are member ids). */
export async function ticketRunsOf(strapi: Core.Strapi, drawId: number): Promise<TicketRuns> {
  const runs: TicketRuns = { first: [], count: [], holder: [] };
  for await (const page of runPages(strapi, drawId)) {
    for (const run of page) {
      runs.first.push(run.first);
      runs.count.push(run.count);
      runs.holder.push(run.userId);
    }
  }
  return runs;
}

/** A member's ticket numbers in a frozen draw. */
export async function ticketNumbersOf(strapi: Core.Strapi, draw: FrozenDraw, userId: number, pseudonym: string): Promise<number[]> {
  if (draw.tickets) return draw.tickets.flatMap((holder, index) => (holder === pseudonym ? [index + 1] : []));
  return (await ticketRunsOfMember(strapi, draw.id, userId)).flatMap((run) => Array.from({ length: run.count }, (_, n) => run.first + n));
}
