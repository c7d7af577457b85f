import type { Core } from '@strapi/strapi';
import { drawsDrawn, drawsFrozen } from '../metrics/counters';
import { awaitMemberWrites } from '../strapi-internals';
import { drawWinners, drawWinnersOfRuns } from './algorithm';
import { beaconRandomness } from './beacon';
import { ensureDraw, publishedRewards } from './commitments';
import { draws, drawTimeOf, prizesOf, type DrawDone, type DrawnReward, type DrawRow } from './model';
import { drawSecretsOf } from './secrets';
import { freezeTicketList, ticketRunsOf } from './ticket-list';
import { ticketsOf } from './tickets';
import { tellWinners } from './winner-mails';

type Listener = (done: DrawDone) => Promise<void> | void;
const listeners: Listener[] = [];

/** Called once per draw, by the one instance that made it (its notifications, for instance). */
export const onDrawDone = (listener: Listener) => listeners.push(listener);

/**
 * One pass over the published rewards: commits the draws nobody has asked for yet, freezes the
 * ticket lists of those whose draw date has come, and draws the frozen ones (once the beacon's round
 * is out, when there is one). Every step is a conditional update from the stage before it, so when
 * several instances pass at once each step happens once.
 */
export async function runDueDraws(strapi: Core.Strapi, now = new Date()) {
  const rewards = await publishedRewards(strapi);
  // Stages only: a done draw's ticket list is not read again at every pass.
  const stages = new Map(
    ((await draws(strapi).findMany({ where: { rewardDocumentId: { $in: rewards.map((r) => r.documentId) } }, select: ['rewardDocumentId', 'stage'] })) as Pick<
      DrawRow,
      'rewardDocumentId' | 'stage'
    >[]).map((d) => [d.rewardDocumentId, d.stage]),
  );
  for (const reward of rewards) {
    const stage = stages.get(reward.documentId);
    if (stage === 'drawn') continue;
    if (stage !== undefined && now < drawTimeOf(reward)) continue;
    let draw = await ensureDraw(strapi, reward);
    if (now < drawTimeOf(reward)) continue;
    // A draw committed in this very pass is frozen at the next: an entry or a cancellation that found
    // no draw row had nothing to lock against the freeze, and has committed by then.
    if (stage === undefined) continue;
    if (draw.stage === 'committed') draw = await freeze(strapi, reward, draw, now);
    if (draw.stage === 'frozen') await drawFrozen(strapi, reward, draw, now);
  }
}

/**
 * Closes the draw to entries, then lists its tickets, in one transaction: the stage changes first, so
 * an entry either committed before (and has its ticket) or finds the draw closed (drawEntryRule).
 */
async function freeze(strapi: Core.Strapi, reward: DrawnReward, draw: DrawRow, now: Date) {
  const { pseudonymKey } = await drawSecretsOf(strapi, reward.documentId);
  const froze = await strapi.db.transaction(async ({ trx }) => {
    const { count } = await draws(strapi).updateMany({ where: { id: draw.id, stage: 'committed' }, data: { stage: 'frozen', frozenAt: now } });
    if (count !== 1) return false; // another instance froze it
    const { ticketCount, ticketsHash } = await freezeTicketList(strapi, trx, draw.id, reward.documentId, pseudonymKey);
    await draws(strapi).update({ where: { id: draw.id }, data: { ticketCount, ticketsHash, prizes: prizesOf(reward), rewardTitle: reward.title } });
    return true;
  });
  if (froze) drawsFrozen.inc();
  return (await draws(strapi).findOne({ where: { id: draw.id } })) as DrawRow;
}

async function drawFrozen(strapi: Core.Strapi, reward: DrawnReward, draw: DrawRow, now: Date) {
  const randomness = draw.beaconUrl && draw.beaconRound !== null ? await beaconRandomness(draw.beaconUrl, Number(draw.beaconRound)) : null;
  if (draw.beaconUrl && randomness === null) return; // the round is not out yet: the next pass tries again
  const { seed, pseudonymKey } = await drawSecretsOf(strapi, reward.documentId);
  const prizes = draw.prizes ?? prizesOf(reward);
  const { winningTickets, winnerIds: drawnIds, entrantIds } = draw.tickets
    ? await drawFrozenBefore(strapi, reward, draw.tickets, { seed, pseudonymKey, randomness, prizes })
    : await drawRuns(strapi, draw, { seed, randomness, prizes });
  const winnerIds = await existingMembers(strapi, drawnIds); // an account deleted since the freeze has no prize to receive
  const won = await strapi.db.transaction(async ({ trx }) => {
    await awaitMemberWrites(strapi, trx, winnerIds); // before the draw's row: the winners' links below check their keys
    const { count } = await draws(strapi).updateMany({
      where: { id: draw.id, stage: 'frozen' },
      data: { stage: 'drawn', seed, winningTickets, beaconRandomness: randomness, drawnAt: now },
    });
    if (count !== 1) return false;
    await draws(strapi).update({ where: { id: draw.id }, data: { winners: winnerIds, winnersContact: await contacts(strapi, winnerIds) } });
    return true;
  });
  if (!won) return; // another instance drew it in the meantime, with the same result
  drawsDrawn.inc();
  strapi.log.info(`Draw done for reward ${reward.documentId}`, { draw: reward.documentId, tickets: draw.ticketCount ?? draw.tickets?.length ?? 0, winners: winnerIds.length });
  const done = { reward, draw: { ...draw, stage: 'drawn' as const, seed, winningTickets, beaconRandomness: randomness, drawnAt: now.toISOString() }, winnerIds, entrantIds };
  await tellWinners(strapi, done);
  for (const listener of listeners) {
    await Promise.resolve()
      .then(() => listener(done))
      .catch((error: Error) => strapi.log.warn(`After the draw of ${reward.documentId}: ${error.message}`));
  }
}

type Randomness = { seed: string; randomness: string | null; prizes: number };

/** The draw over its frozen runs: numbers only, and the winners' member ids straight from them. */
async function drawRuns(strapi: Core.Strapi, draw: DrawRow, { seed, randomness, prizes }: Randomness) {
  const runs = await ticketRunsOf(strapi, draw.id);
  const { tickets, holders } = drawWinnersOfRuns({ seed, ticketsHash: draw.ticketsHash ?? '', runs, beaconRandomness: randomness, prizes });
  return { winningTickets: tickets, winnerIds: holders, entrantIds: null };
}

/** A draw frozen before issue 51, its list of pseudonyms in `draws.tickets`: their members are found from the entries. */
async function drawFrozenBefore(strapi: Core.Strapi, reward: DrawnReward, tickets: string[], { seed, pseudonymKey, randomness, prizes }: Randomness & { pseudonymKey: string }) {
  const winningTickets = drawWinners({ seed, tickets, beaconRandomness: randomness, prizes });
  const { members } = await ticketsOf(strapi, reward.documentId, pseudonymKey);
  const winnerIds = winningTickets.map((n) => members.get(tickets[n - 1]!)).filter((id): id is number => id !== undefined);
  return { winningTickets, winnerIds, entrantIds: [...new Set(members.values())] };
}

async function existingMembers(strapi: Core.Strapi, ids: number[]) {
  if (ids.length === 0) return [];
  const found = new Set(((await strapi.db.query('plugin::users-permissions.user').findMany({ where: { id: { $in: ids } }, select: ['id'] })) as { id: number }[]).map((u) => u.id));
  return ids.filter((id) => found.has(id));
}

/** The winners as an editor reads them to deliver the prizes: one "Name Surname <e-mail>" per line. */
async function contacts(strapi: Core.Strapi, ids: number[]) {
  if (ids.length === 0) return '';
  const users = (await strapi.db.query('plugin::users-permissions.user').findMany({ where: { id: { $in: ids } }, select: ['id', 'email', 'firstName', 'lastName', 'username'] })) as {
    id: number;
    email: string;
    firstName?: string | null;
    lastName?: string | null;
    username: string;
  }[];
  const byId = new Map(users.map((u) => [u.id, u]));
  return ids
    .map((id) => byId.get(id))
    .filter((u) => u !== undefined)
    .map((u) => `${[u.firstName, u.lastName].filter(Boolean).join(' ') || u.username} <${u.email}>`)
    .join('\n');
}
