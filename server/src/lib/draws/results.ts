import type { Core } from '@strapi/strapi';
import { refusal } from '../errors';
import { pseudonymOf } from './algorithm';
import { beaconConfig, roundTime } from './beacon';
import { ensureDraw, publishedReward } from './commitments';
import { draws, drawTimeOf, prizesOf, type DrawRow } from './model';
import { drawSecretsOf } from './secrets';
import { ticketNumbersOf, ticketText } from './ticket-list';

/** Up to this many tickets, the draw's answer lists them too (the reward page shows them); beyond, only the download does. */
const INLINE_TICKETS = 1000;

/**
 * A published reward's draw as anyone may see it: the commitment from the start; the frozen ticket
 * list (pseudonyms only) from the draw date; the seed, the beacon's randomness and the winning
 * tickets once drawn. The seed and the pseudonym key are never shown before the draw.
 */
export async function publicDraw(strapi: Core.Strapi, rewardDocumentId: string) {
  const reward = await publishedReward(strapi, rewardDocumentId);
  if (!reward) throw refusal(404, 'reward.notFound', 'There is no such reward');
  const draw = await ensureDraw(strapi, reward);
  const beacon = beaconConfig();
  const drawn = draw.stage === 'drawn';
  const frozen = draw.stage !== 'committed';
  const ticketCount = frozen ? (draw.tickets?.length ?? draw.ticketCount ?? 0) : null;
  const tickets = frozen && ticketCount !== null && ticketCount <= INLINE_TICKETS ? await ticketListOf(strapi, draw) : null;
  return {
    rewardId: reward.documentId,
    status: draw.stage,
    drawAt: drawTimeOf(reward).toISOString(),
    prizes: draw.prizes ?? prizesOf(reward),
    commitment: draw.commitment,
    committedAt: draw.committedAt,
    beacon:
      draw.beaconUrl && draw.beaconRound !== null
        ? {
            url: draw.beaconUrl,
            round: Number(draw.beaconRound),
            publishedAt: beacon?.url === draw.beaconUrl ? roundTime(beacon, Number(draw.beaconRound)).toISOString() : null,
            randomness: drawn ? draw.beaconRandomness : null,
          }
        : null,
    frozenAt: draw.frozenAt,
    tickets,
    ticketCount,
    ticketsUrl: frozen ? `/api/draws/${encodeURIComponent(reward.documentId)}/tickets` : null,
    ticketsHash: draw.ticketsHash,
    seed: drawn ? draw.seed : null,
    winningTickets: drawn ? (draw.winningTickets ?? []) : null,
    drawnAt: draw.drawnAt,
  };
}

async function ticketListOf(strapi: Core.Strapi, draw: DrawRow) {
  let text = '';
  for await (const piece of ticketText(strapi, draw, (await drawSecretsOf(strapi, draw.rewardDocumentId)).pseudonymKey)) text += piece;
  return text === '' ? [] : text.split('\n');
}

/**
 * A published reward's frozen ticket list as text, one pseudonym per line (the text `ticketsHash`
 * hashes), streamed in pieces; null before the freeze.
 */
export async function publicTicketList(strapi: Core.Strapi, rewardDocumentId: string) {
  const reward = await publishedReward(strapi, rewardDocumentId);
  if (!reward) throw refusal(404, 'reward.notFound', 'There is no such reward');
  const draw = await ensureDraw(strapi, reward);
  if (draw.stage === 'committed' || !draw.ticketsHash) return null;
  const { pseudonymKey } = await drawSecretsOf(strapi, rewardDocumentId);
  return { ticketsHash: draw.ticketsHash, text: ticketText(strapi, draw, pseudonymKey) };
}

/** The signed-in member's place in a draw: their pseudonym, their ticket numbers (once frozen) and the result. */
export async function memberDraw(strapi: Core.Strapi, userId: number, rewardDocumentId: string) {
  const reward = await publishedReward(strapi, rewardDocumentId);
  if (!reward) throw refusal(404, 'reward.notFound', 'There is no such reward');
  const draw = await ensureDraw(strapi, reward);
  const pseudonym = pseudonymOf((await drawSecretsOf(strapi, rewardDocumentId)).pseudonymKey, userId);
  const tickets = draw.stage === 'committed' ? [] : await ticketNumbersOf(strapi, draw, userId, pseudonym);
  const entered = draw.stage === 'committed' ? await hasEntered(strapi, userId, rewardDocumentId) : tickets.length > 0;
  return {
    rewardId: reward.documentId,
    pseudonym,
    entered,
    tickets: draw.stage === 'committed' ? null : tickets,
    result: resultFor(draw, tickets) satisfies DrawResult,
  };
}

export type DrawResult = 'pending' | 'won' | 'lost' | 'notEntered';

function resultFor(draw: DrawRow, tickets: number[]): DrawResult {
  if (draw.stage !== 'drawn') return 'pending';
  if (tickets.length === 0) return 'notEntered';
  return (draw.winningTickets ?? []).some((n) => tickets.includes(n)) ? 'won' : 'lost';
}

async function hasEntered(strapi: Core.Strapi, userId: number, rewardDocumentId: string) {
  const where = { user: userId, rewardDocumentId };
  return (
    (await strapi.db.query('api::participation.participation').count({ where })) + (await strapi.db.query('api::form-participation.form-participation').count({ where })) > 0
  );
}

/** For the member's DIDs history: whether they won each drawn reward among `rewardDocumentIds` (absent: not drawn yet). */
export async function memberResults(strapi: Core.Strapi, userId: number, rewardDocumentIds: string[]) {
  if (rewardDocumentIds.length === 0) return new Map<string, 'won' | 'lost'>();
  const rows = (await draws(strapi).findMany({
    where: { rewardDocumentId: { $in: rewardDocumentIds }, stage: 'drawn' },
    select: ['rewardDocumentId'],
    populate: { winners: { select: ['id'], where: { id: userId } } },
  })) as { rewardDocumentId: string; winners: { id: number }[] }[];
  return new Map(rows.map((row) => [row.rewardDocumentId, row.winners.length > 0 ? ('won' as const) : ('lost' as const)]));
}
