import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The draw, as docs/draws.md states it for anyone to recompute (scripts/verify-draw.mjs is an
 * independent implementation of the same steps). Every hash is SHA-256 over UTF-8 text, in lowercase hex.
 */
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A secret seed (32 random bytes, as hex) and the commitment shown while entries are open. */
export function newSeed() {
  const seed = randomBytes(32).toString('hex');
  return { seed, commitment: commitmentOf(seed) };
}

export const commitmentOf = (seed: string) => sha256(seed);

/** A member's name in one draw's ticket list: the same for all their tickets, unlinkable to them or to other draws. */
export const pseudonymOf = (pseudonymKey: string, userId: number) => createHmac('sha256', pseudonymKey).update(String(userId)).digest('hex').slice(0, 16);

/** The frozen ticket list's fingerprint: ticket n is line n. */
export const ticketsHashOf = (tickets: string[]) => sha256(tickets.join('\n'));

export type DrawInput = { seed: string; tickets: string[]; beaconRandomness: string | null; prizes: number };

/**
 * A ticket list as runs of consecutive tickets with one holder: run i is tickets `first[i]` to
 * `first[i] + count[i] − 1` (1-based), held by `holder[i]` (a member's id, or any number standing for a
 * pseudonym). A million tickets are then three arrays of numbers, not a million strings.
 */
export type TicketRuns = { first: number[]; count: number[]; holder: number[] };

export type RunsDrawInput = { seed: string; ticketsHash: string; runs: TicketRuns; beaconRandomness: string | null; prizes: number };

/**
 * The winning ticket numbers (1-based), in the order drawn, and their holders. Step k takes
 * SHA-256(`${key}:${k}`) as a number, modulo the tickets still in play; the ticket at that place
 * (in ticket order) wins, and every ticket of its holder leaves play: a member wins at most once.
 * It stops after `prizes` winners or when no ticket is left. Each step walks the runs once
 * (prizes × runs steps, on numbers).
 */
export function drawWinnersOfRuns({ seed, ticketsHash, runs, beaconRandomness, prizes }: RunsDrawInput): { tickets: number[]; holders: number[] } {
  const key = sha256(`${seed}:${ticketsHash}:${beaconRandomness ?? ''}`);
  const won = new Set<number>();
  const tickets: number[] = [];
  const holders: number[] = [];
  let inPlay = runs.count.reduce((sum, count) => sum + count, 0);
  for (let step = 0; tickets.length < prizes && inPlay > 0; step += 1) {
    let place = Number(BigInt(`0x${sha256(`${key}:${step}`)}`) % BigInt(inPlay));
    let at = 0;
    while (won.has(runs.holder[at]!) || place >= runs.count[at]!) {
      if (!won.has(runs.holder[at]!)) place -= runs.count[at]!;
      at += 1;
    }
    const holder = runs.holder[at]!;
    tickets.push(runs.first[at]! + place);
    holders.push(holder);
    won.add(holder);
    for (let i = 0; i < runs.holder.length; i += 1) if (runs.holder[i] === holder) inPlay -= runs.count[i]!;
  }
  return { tickets, holders };
}

/** The same draw over a list of holders' pseudonyms (a draw frozen before the runs, and the tests). */
export function drawWinners({ seed, tickets, beaconRandomness, prizes }: DrawInput): number[] {
  const ids = new Map<string, number>();
  const runs: TicketRuns = { first: [], count: [], holder: [] };
  tickets.forEach((pseudonym, index) => {
    const holder = ids.get(pseudonym) ?? ids.set(pseudonym, ids.size).size - 1;
    const last = runs.holder.length - 1;
    if (last >= 0 && runs.holder[last] === holder) runs.count[last]! += 1;
    else {
      runs.first.push(index + 1);
      runs.count.push(1);
      runs.holder.push(holder);
    }
  });
  return drawWinnersOfRuns({ seed, ticketsHash: ticketsHashOf(tickets), runs, beaconRandomness, prizes }).tickets;
}
