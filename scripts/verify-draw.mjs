#!/usr/bin/env node
// Recomputes a Chispa draw from what the app publishes, without trusting the server: anyone can run
// it. It is written apart from the server's code on purpose (docs/draws.md states the steps), so that a
// mistake in one is caught by the other.
//
//   node scripts/verify-draw.mjs https://chispa.example/api/draws/<reward id>
//   node scripts/verify-draw.mjs draw.json [tickets.txt]   (the same answers, saved; the list from
//                                                           <draw>/tickets, one holder per line)
//
// A big list (a million tickets) is read line by line and kept as runs of consecutive tickets of one
// holder, each holder a number: never a million strings, and each winner found in one walk of the runs.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Takes a ticket list one line at a time (ticket k is line k): its hash (the lines joined by "\n") and its runs. */
function listReader() {
  const hash = createHash('sha256');
  const holderIndex = new Map();
  const holderTickets = [];
  const runs = { start: [], length: [], holder: [] };
  let count = 0;
  let pending = '';
  return {
    add(line) {
      pending += count === 0 ? line : `\n${line}`;
      if (pending.length > 65_536) {
        hash.update(pending, 'utf8');
        pending = '';
      }
      count += 1;
      let holder = holderIndex.get(line);
      if (holder === undefined) {
        holder = holderTickets.length;
        holderIndex.set(line, holder);
        holderTickets.push(0);
      }
      holderTickets[holder] += 1;
      const last = runs.holder.length - 1;
      if (last >= 0 && runs.holder[last] === holder) runs.length[last] += 1;
      else {
        runs.start.push(count);
        runs.length.push(1);
        runs.holder.push(holder);
      }
    },
    done() {
      hash.update(pending, 'utf8');
      return { count, hash: hash.digest('hex'), runs, holderTickets };
    },
  };
}

/** A ticket list held as an array (a small draw's answer lists its tickets). */
export function ticketListOf(tickets) {
  const reader = listReader();
  for (const line of tickets) reader.add(line);
  return reader.done();
}

/** A ticket list read from any (async) iterable of lines: a download or a file, streamed. */
export async function readTicketList(lines) {
  const reader = listReader();
  for await (const line of lines) reader.add(line);
  return reader.done();
}

/** The winning ticket numbers that the published seed, list and beacon give (docs/draws.md, step 4). */
export function recomputeFromList({ seed, list, beaconRandomness, prizes }) {
  const key = sha256(`${seed}:${list.hash}:${beaconRandomness ?? ''}`);
  const out = new Uint8Array(list.holderTickets.length);
  const { start, length, holder } = list.runs;
  let inPlay = list.count;
  const winners = [];
  for (let step = 0; winners.length < prizes && inPlay > 0; step += 1) {
    let place = BigInt(`0x${sha256(`${key}:${step}`)}`) % BigInt(inPlay);
    let run = 0;
    for (; ; run += 1) {
      if (out[holder[run]]) continue;
      if (place < BigInt(length[run])) break;
      place -= BigInt(length[run]);
    }
    winners.push(start[run] + Number(place));
    out[holder[run]] = 1;
    inPlay -= list.holderTickets[holder[run]];
  }
  return winners;
}

/** The same, for a list held as an array. */
export const recomputeWinners = ({ seed, tickets, beaconRandomness, prizes }) => recomputeFromList({ seed, list: ticketListOf(tickets), beaconRandomness, prizes });

/** Every check an observer can make on a done draw, given its list (by default the one its answer holds); an empty `problems` means it holds. */
export function verifyDraw(draw, list = ticketListOf(draw.tickets ?? [])) {
  const problems = [];
  if (draw.status !== 'drawn') return { problems: [`not drawn yet (status ${draw.status})`], winningTickets: null };
  if (sha256(draw.seed) !== draw.commitment) problems.push('the revealed seed does not match the commitment shown before the draw');
  if (list.hash !== draw.ticketsHash) problems.push('the ticket list does not match its published hash');
  if (typeof draw.ticketCount === 'number' && draw.ticketCount !== list.count) problems.push(`the ticket list has ${list.count} tickets, the draw says ${draw.ticketCount}`);
  if (draw.beacon && !draw.beacon.randomness) problems.push('a beacon round was fixed but its randomness is not published');
  const winningTickets = recomputeFromList({ seed: draw.seed, list, beaconRandomness: draw.beacon?.randomness ?? null, prizes: draw.prizes });
  if (JSON.stringify(winningTickets) !== JSON.stringify(draw.winningTickets)) {
    problems.push(`the winners are not the ones the data gives: published ${JSON.stringify(draw.winningTickets)}, recomputed ${JSON.stringify(winningTickets)}`);
  }
  return { problems, winningTickets };
}

const linesOf = (stream) => createInterface({ input: stream, crlfDelay: Infinity });

/** The draw's ticket list: listed in its answer (small draws), in a saved file, or downloaded from its `ticketsUrl`. */
async function ticketLines(draw, source, ticketsFile) {
  if (ticketsFile) return linesOf(createReadStream(ticketsFile));
  if (Array.isArray(draw.tickets)) return draw.tickets;
  if (!draw.ticketsUrl) throw new Error('the draw lists no tickets and names no ticket list');
  if (!/^https?:\/\//.test(source) && !/^https?:\/\//.test(draw.ticketsUrl)) throw new Error('give the saved ticket list too: verify-draw.mjs draw.json tickets.txt');
  const response = await fetch(/^https?:\/\//.test(draw.ticketsUrl) ? draw.ticketsUrl : new URL(draw.ticketsUrl, source));
  if (!response.ok || !response.body) throw new Error(`the ticket list answered ${response.status}`);
  const body = /** @type {import('node:stream/web').ReadableStream<Uint8Array>} */ (/** @type {unknown} */ (response.body));
  return linesOf(Readable.fromWeb(body));
}

/**
 * Reads the draw (a URL or a saved answer) and its list, and checks it; answers the exit code.
 * @param {string} source
 * @param {string | undefined} [ticketsFile]
 * @param {{ log: (line: string) => void, error: (line: string) => void }} [log]
 */
export async function verifySource(source, ticketsFile, log = console) {
  const body = /^https?:\/\//.test(source) ? await (await fetch(source)).json() : JSON.parse(await readFile(source, 'utf8'));
  const draw = body.data ?? body;
  if (draw.status !== 'drawn') {
    log.error(`✗ not drawn yet (status ${draw.status})`);
    return 1;
  }
  const list = await readTicketList(await ticketLines(draw, source, ticketsFile));
  const { problems, winningTickets } = verifyDraw(draw, list);
  if (draw.beacon) log.log(`beacon: round ${draw.beacon.round} of ${draw.beacon.url} (check its randomness there: ${draw.beacon.url}/public/${draw.beacon.round})`);
  log.log(`tickets: ${list.count}, prizes: ${draw.prizes}`);
  if (problems.length > 0) {
    for (const problem of problems) log.error(`✗ ${problem}`);
    return 1;
  }
  log.log(winningTickets.length === 0 ? '✓ no entries: nobody to draw' : `✓ winning tickets ${winningTickets.join(', ')}: the draw holds`);
  return 0;
}

async function main(source, ticketsFile) {
  if (!source) {
    console.error('usage: node scripts/verify-draw.mjs <https://…/api/draws/<reward id> | saved.json [tickets.txt]>');
    return 2;
  }
  return verifySource(source, ticketsFile);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main(process.argv[2], process.argv[3]);
