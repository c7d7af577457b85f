import type { Core } from '@strapi/strapi';
import { awaitMemberWrites } from '../strapi-internals';
import { drawWinners, ticketsHashOf } from './algorithm';
import { beaconRandomness } from './beacon';
import { ensureDraw, publishedRewards } from './commitments';
import { draws, drawTimeOf, prizesOf, type DrawDone, type DrawnReward, type DrawRow } from './model';
import { drawSecretsOf } from './secrets';
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
  await strapi.db.transaction(async () => {
    const { count } = await draws(strapi).updateMany({ where: { id: draw.id, stage: 'committed' }, data: { stage: 'frozen', frozenAt: now } });
    if (count !== 1) return; // another instance froze it
    const { tickets } = await ticketsOf(strapi, reward.documentId, pseudonymKey);
    await draws(strapi).update({ where: { id: draw.id }, data: { tickets, ticketsHash: ticketsHashOf(tickets), prizes: prizesOf(reward), rewardTitle: reward.title } });
  });
  return (await draws(strapi).findOne({ where: { id: draw.id } })) as DrawRow;
}

async function drawFrozen(strapi: Core.Strapi, reward: DrawnReward, draw: DrawRow, now: Date) {
  const tickets = draw.tickets ?? [];
  const randomness = draw.beaconUrl && draw.beaconRound !== null ? await beaconRandomness(draw.beaconUrl, Number(draw.beaconRound)) : null;
  if (draw.beaconUrl && randomness === null) return; // the round is not out yet: the next pass tries again
  const { seed, pseudonymKey } = await drawSecretsOf(strapi, reward.documentId);
  const winningTickets = drawWinners({ seed, tickets, beaconRandomness: randomness, prizes: draw.prizes ?? prizesOf(reward) });
  const { members } = await ticketsOf(strapi, reward.documentId, pseudonymKey); // the pseudonyms' members, never stored
  const winnerIds = winningTickets.map((n) => members.get(tickets[n - 1]!)).filter((id): id is number => id !== undefined);

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
  strapi.log.info(`Draw done for reward ${reward.documentId}`, { draw: reward.documentId, tickets: tickets.length, winners: winnerIds.length });
  const entrantIds = [...new Set(members.values())];
  const done = { reward, draw: { ...draw, stage: 'drawn' as const, seed, winningTickets, beaconRandomness: randomness, drawnAt: now.toISOString() }, winnerIds, entrantIds };
  await tellWinners(strapi, done);
  for (const listener of listeners) {
    await Promise.resolve()
      .then(() => listener(done))
      .catch((error: Error) => strapi.log.warn(`After the draw of ${reward.documentId}: ${error.message}`));
  }
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
