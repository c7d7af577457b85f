#!/usr/bin/env node
// Recomputes a Chispa draw from what the app publishes, without trusting the server: anyone can run
// it. It is written apart from the server's code on purpose (docs/draws.md states the steps), so that a
// mistake in one is caught by the other.
//
//   node scripts/verify-draw.mjs https://chispa.example/api/draws/<reward id>
//   node scripts/verify-draw.mjs draw.json            (the same answer, saved)
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The winning ticket numbers that the published seed, tickets and beacon give. */
export function recomputeWinners({ seed, tickets, beaconRandomness, prizes }) {
  const key = sha256(`${seed}:${sha256(tickets.join('\n'))}:${beaconRandomness ?? ''}`);
  const holders = new Set();
  const winners = [];
  for (let step = 0; winners.length < prizes; step += 1) {
    const inPlay = [];
    tickets.forEach((holder, index) => {
      if (!holders.has(holder)) inPlay.push(index + 1);
    });
    if (inPlay.length === 0) break;
    const place = Number(BigInt(`0x${sha256(`${key}:${step}`)}`) % BigInt(inPlay.length));
    const ticket = inPlay[place];
    winners.push(ticket);
    holders.add(tickets[ticket - 1]);
  }
  return winners;
}

/** Every check an observer can make on a done draw; an empty `problems` means it holds. */
export function verifyDraw(draw) {
  const problems = [];
  if (draw.status !== 'drawn') return { problems: [`not drawn yet (status ${draw.status})`], winningTickets: null };
  if (sha256(draw.seed) !== draw.commitment) problems.push('the revealed seed does not match the commitment shown before the draw');
  if (sha256(draw.tickets.join('\n')) !== draw.ticketsHash) problems.push('the ticket list does not match its published hash');
  if (draw.beacon && !draw.beacon.randomness) problems.push('a beacon round was fixed but its randomness is not published');
  const winningTickets = recomputeWinners({ seed: draw.seed, tickets: draw.tickets, beaconRandomness: draw.beacon?.randomness ?? null, prizes: draw.prizes });
  if (JSON.stringify(winningTickets) !== JSON.stringify(draw.winningTickets)) {
    problems.push(`the winners are not the ones the data gives: published ${JSON.stringify(draw.winningTickets)}, recomputed ${JSON.stringify(winningTickets)}`);
  }
  return { problems, winningTickets };
}

async function main(source) {
  if (!source) {
    console.error('usage: node scripts/verify-draw.mjs <https://…/api/draws/<reward id> | saved.json>');
    return 2;
  }
  const body = /^https?:\/\//.test(source) ? await (await fetch(source)).json() : JSON.parse(await readFile(source, 'utf8'));
  const draw = body.data ?? body;
  const { problems, winningTickets } = verifyDraw(draw);
  if (draw.beacon) console.log(`beacon: round ${draw.beacon.round} of ${draw.beacon.url} (check its randomness there: ${draw.beacon.url}/public/${draw.beacon.round})`);
  console.log(`tickets: ${draw.tickets?.length ?? 0}, prizes: ${draw.prizes}`);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✗ ${problem}`);
    return 1;
  }
  console.log(winningTickets.length === 0 ? '✓ no entries: nobody to draw' : `✓ winning tickets ${winningTickets.join(', ')}: the draw holds`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main(process.argv[2]);
