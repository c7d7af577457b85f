import { apiUrl } from '../../src/lib/api-request';
import { isFromOurServer } from '../../src/offline/outbox/connectivity';
import { readCatalogueState, writeCatalogueState, type CatalogueAsk, type CatalogueState } from '../../src/offline/catalogue/catalogue-ask';
import { readsAfter, STARTING_READS, votedProjectReads, type Read } from './discover';
import { Frontier, Spent, TIERS, type Budget } from './frontier';
import { currentMember, votedProjects } from './member-votes';
import { picturesToKeep } from './pictures';
import { keepPicture, readThrough } from './read-through';
import { pruneUnlisted } from './prune';
import { inPool } from './pool';

declare const self: ServiceWorkerGlobalScope;

const CONCURRENT_READS = 3;
/** Pictures are larger: two at a time leave the connection to whatever the member opens meanwhile. */
const CONCURRENT_PICTURES = 2;
/**
 * A city's catalogue is bounded (issue 51): what it fetches (answers and pictures) stays under
 * 25 MB, the limit the bench holds it to, with a picture or two of slack for the pool's last
 * fetches; and so many requests, whatever the lists say. What does not fit is read online.
 */
export const CATALOGUE_BUDGET: Budget = { bytes: 24 * 1024 * 1024, requests: 1200 };
/** Two network failures in a row: the connection is gone; the next visit finishes the job. */
const FAILURES_TO_STOP = 2;
/**
 * Even without an editor's write, what a page shows changes with time (a voting closes, its result
 * shows): a complete catalogue is read again after this long.
 */
const RENEW_AFTER_MS = 6 * 60 * 60 * 1000;

async function contentVersion(): Promise<string | null> {
  try {
    const response = await fetch('/api/catalogue-version', { cache: 'no-store', signal: AbortSignal.timeout(15_000) });
    if (!response.ok || !isFromOurServer(response)) return null;
    const body = (await response.json()) as { data?: { version?: unknown } };
    return typeof body.data?.version === 'string' ? body.data.version : null;
  } catch {
    return null;
  }
}

/** What a complete run was for: the content, the ask, and the member (whose votes it kept: another member on the device reads again). */
const keyOf = (version: string, ask: CatalogueAsk, member: number | undefined) =>
  [version, ask.language, ask.cardWidth, ask.pageWidth, ask.pictures ? 'pictures' : 'text', member ?? 'nobody'].join('|');

const upToDate = (state: CatalogueState | null, key: string) =>
  state !== null && state.complete && state.key === key && Date.now() - Date.parse(state.finishedAt) < RENEW_AFTER_MS;

/**
 * One run, in the member's language, tier by tier within the budget: open votings and the home, the
 * projects the member voted on, recent results and news, then the rest of the lists a member can
 * open; each tier's pages (and the pages they lead to), then the pictures those show at the member's
 * screen size. Then what is stored of documents no longer published is dropped. Nothing is done when
 * the content and the ask are those of the last complete run.
 */
async function run(ask: CatalogueAsk, event: ExtendableEvent): Promise<void> {
  const version = await contentVersion();
  if (!version) return;
  const session = await currentMember();
  const key = keyOf(version, ask, session?.userId);
  if (upToDate(await readCatalogueState(), key)) return;

  const started = Date.now();
  const reads = new Frontier<Read>();
  const pictureQueue = new Frontier<null>();
  const gone = new Set<string>();
  const spent = new Spent(CATALOGUE_BUDGET);
  const readsByTier: number[] = TIERS.map(() => 0);
  let downloaded = 0;
  let failuresInRow = 0;
  let complete = true;
  const stopped = () => failuresInRow >= FAILURES_TO_STOP;
  const urlOf = (read: Read) => apiUrl(read.request, ask.language, self.location.origin);
  const queue = (read: Read) => reads.add(urlOf(read), read.tier, read);

  const readOne = async ({ item: read, url }: { item: Read; url: string }): Promise<void> => {
    if (stopped() || spent.exhausted) return;
    const outcome = await readThrough(url, event);
    spent.record(outcome.size);
    downloaded += outcome.bytes;
    readsByTier[read.tier]! += 1;
    if (outcome.status === 404) gone.add(url);
    if (!outcome.fresh && outcome.status === undefined) {
      failuresInRow += 1;
      complete = false;
    } else failuresInRow = 0;
    if (outcome.body === undefined || (outcome.status !== undefined && outcome.status !== 200)) return;
    for (const picture of picturesToKeep(read, outcome.body, ask)) pictureQueue.add(picture, read.tier, null);
    for (const next of readsAfter(read, outcome.body)) queue(next);
  };

  STARTING_READS.forEach(queue);
  for (const id of await votedProjects(session, ask.language, self.location.origin)) votedProjectReads(id).forEach(queue);

  // Tier by tier, each tier's pages and then its pictures, until the budget is spent: open votings
  // are kept whole before anything of the rest is.
  let pictures = 0;
  for (const tier of TIERS) {
    for (let wave = reads.take(tier, spent.room); wave.length > 0 && !stopped(); wave = reads.take(tier, spent.room)) {
      await inPool(wave, CONCURRENT_READS, readOne);
    }
    await inPool(pictureQueue.take(tier, spent.room), CONCURRENT_PICTURES, async ({ url }) => {
      if (stopped() || spent.exhausted) return;
      const kept = await keepPicture(url, event);
      spent.record(kept.size);
      downloaded += kept.bytes;
      if (kept.stored) pictures += 1;
      else complete = false;
    });
    if (stopped() || spent.exhausted) break;
  }

  if (complete && !stopped()) await pruneUnlisted({ language: ask.language, read: new Set(reads.read), gone, event });
  await writeCatalogueState({
    key,
    version,
    language: ask.language,
    complete: complete && !stopped(),
    bounded: spent.exhausted,
    reads: reads.read.size,
    readsByTier,
    pictures,
    bytes: downloaded,
    keptBytes: spent.bytes,
    ms: Date.now() - started,
    finishedAt: new Date().toISOString(),
  });
}

let chain: Promise<void> = Promise.resolve();
let latest: { ask: CatalogueAsk; event: ExtendableEvent } | undefined;
let queued = false;

/**
 * Brings the offline catalogue up to date for `ask` (docs/architecture.md, "The offline catalogue").
 * One run at a time; asks that come during a run make one more run after it, with the latest ask.
 * The promise settles once that run is done (the message event's waitUntil keeps the worker alive).
 */
export function refreshCatalogue(ask: CatalogueAsk, event: ExtendableEvent): Promise<void> {
  latest = { ask, event };
  if (!queued) {
    queued = true;
    chain = chain.then(async () => {
      queued = false;
      const { ask: asked, event: askedBy } = latest!;
      await run(asked, askedBy).catch((error: unknown) => console.warn('The offline catalogue could not be brought up to date', error));
    });
  }
  return chain;
}
