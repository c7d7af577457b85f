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
 * The winning ticket numbers (1-based), in the order drawn. Step k takes
 * SHA-256(`${key}:${k}`) as a number, modulo the tickets still in play; the ticket at that place
 * (in ticket order) wins, and every ticket of its holder leaves play: a member wins at most once.
 * It stops after `prizes` winners or when no ticket is left.
 */
export function drawWinners({ seed, tickets, beaconRandomness, prizes }: DrawInput): number[] {
  const key = sha256(`${seed}:${ticketsHashOf(tickets)}:${beaconRandomness ?? ''}`);
  let inPlay = tickets.map((holder, index) => ({ holder, number: index + 1 }));
  const winners: number[] = [];
  for (let step = 0; winners.length < prizes && inPlay.length > 0; step += 1) {
    const pick = BigInt(`0x${sha256(`${key}:${step}`)}`) % BigInt(inPlay.length);
    const won = inPlay[Number(pick)]!;
    winners.push(won.number);
    inPlay = inPlay.filter((ticket) => ticket.holder !== won.holder);
  }
  return winners;
}
