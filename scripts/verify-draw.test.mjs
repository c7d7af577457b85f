import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { drawWinners } from '../server/src/lib/draws/algorithm';
import { recomputeWinners, verifySource } from './verify-draw.mjs';

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

/** docs/draws.md's step 4 read literally: the tickets in play rebuilt at every step. */
function literalWinners({ seed, tickets, beaconRandomness, prizes }) {
  const key = sha256(`${seed}:${sha256(tickets.join('\n'))}:${beaconRandomness ?? ''}`);
  let inPlay = tickets.map((holder, index) => ({ holder, number: index + 1 }));
  const winners = [];
  for (let step = 0; winners.length < prizes && inPlay.length > 0; step += 1) {
    const won = inPlay[Number(BigInt(`0x${sha256(`${key}:${step}`)}`) % BigInt(inPlay.length))];
    winners.push(won.number);
    inPlay = inPlay.filter((ticket) => ticket.holder !== won.holder);
  }
  return winners;
}

/** Holders in runs of 1–4 tickets, some holders coming back later in the list. */
function randomTickets(count, holders) {
  const tickets = [];
  while (tickets.length < count) {
    const holder = `h${Math.floor(Math.random() * holders)}`;
    for (let n = 1 + Math.floor(Math.random() * 4); n > 0 && tickets.length < count; n -= 1) tickets.push(holder);
  }
  return tickets;
}

const dir = mkdtempSync(join(tmpdir(), 'verify-draw-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const quiet = { log: () => {}, error: () => {} };

/** A done draw's answer and its ticket list, saved as a verifier would download them. */
function savedDraw(tickets, prizes, { beaconRandomness = null, listText = tickets.join('\n') } = {}) {
  const seed = createHash('sha256').update(String(Math.random())).digest('hex');
  const draw = {
    status: 'drawn',
    prizes,
    seed,
    commitment: sha256(seed),
    beacon: beaconRandomness ? { url: 'https://beacon.example', round: 7, randomness: beaconRandomness } : null,
    tickets: null,
    ticketCount: tickets.length,
    ticketsUrl: '/api/draws/x/tickets',
    ticketsHash: sha256(tickets.join('\n')),
    winningTickets: literalWinners({ seed, tickets, beaconRandomness, prizes }),
  };
  const name = `${Math.random().toString(36).slice(2)}`;
  writeFileSync(join(dir, `${name}.json`), JSON.stringify({ data: draw }));
  writeFileSync(join(dir, `${name}.txt`), listText);
  return { draw: join(dir, `${name}.json`), list: join(dir, `${name}.txt`) };
}

describe('verify-draw.mjs', () => {
  it('recomputes the winners as docs/draws.md states them, as the server does', () => {
    for (let round = 0; round < 30; round += 1) {
      const input = { seed: sha256(String(round)), tickets: randomTickets(1 + Math.floor(Math.random() * 300), 1 + Math.floor(Math.random() * 40)), beaconRandomness: round % 2 ? sha256('b') : null, prizes: 1 + (round % 6) };
      const literal = literalWinners(input);
      expect(recomputeWinners(input)).toEqual(literal);
      expect(drawWinners(input)).toEqual(literal);
    }
  });

  it('accepts a draw whose saved ticket list it streams from a file', async () => {
    const tickets = randomTickets(5000, 300);
    const saved = savedDraw(tickets, 5, { beaconRandomness: sha256('round 7') });
    expect(await verifySource(saved.draw, saved.list, quiet)).toBe(0);
  });

  it('accepts an empty list, drawn with no winners', async () => {
    const saved = savedDraw([], 3);
    expect(await verifySource(saved.draw, saved.list, quiet)).toBe(0);
  });

  it('rejects a list with two tickets swapped, or one more', async () => {
    const tickets = randomTickets(2000, 100);
    const swapped = [...tickets];
    const at = swapped.findIndex((holder, i) => holder !== swapped[i + 1]);
    [swapped[at], swapped[at + 1]] = [swapped[at + 1], swapped[at]];
    const errors = [];
    const tampered = savedDraw(tickets, 3, { listText: swapped.join('\n') });
    expect(await verifySource(tampered.draw, tampered.list, { log: () => {}, error: (line) => errors.push(line) })).toBe(1);
    expect(errors.join('\n')).toMatch(/does not match its published hash/);
    const longer = savedDraw(tickets, 3, { listText: `${tickets.join('\n')}\nintruder` });
    expect(await verifySource(longer.draw, longer.list, quiet)).toBe(1);
  });
});
