import { apiUrl } from '../../src/lib/api-request';
import { isFromOurServer } from '../../src/offline/outbox/connectivity';
import { readCatalogueState, writeCatalogueState, type CatalogueAsk, type CatalogueState } from '../../src/offline/catalogue/catalogue-ask';
import { readsAfter, STARTING_READS, type Read } from './discover';
import { picturesToKeep } from './pictures';
import { keepPicture, readThrough } from './read-through';
import { pruneUnlisted } from './prune';
import { inPool } from './pool';

declare const self: ServiceWorkerGlobalScope;

const CONCURRENT_READS = 3;
/** Pictures are larger: two at a time leave the connection to whatever the member opens meanwhile. */
const CONCURRENT_PICTURES = 2;
/** A bound on one run, whatever the lists say. */
const MAX_READS = 800;
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

const keyOf = (version: string, ask: CatalogueAsk) => [version, ask.language, ask.cardWidth, ask.pageWidth, ask.pictures ? 'pictures' : 'text'].join('|');

const upToDate = (state: CatalogueState | null, key: string) =>
  state !== null && state.complete && state.key === key && Date.now() - Date.parse(state.finishedAt) < RENEW_AFTER_MS;

/**
 * One run: every list a member can open, every page they lead to, in the member's language, then the
 * pictures those show at the member's screen size, then what is stored of documents no longer
 * published is dropped. Nothing is done when the content and the ask are those of the last complete run.
 */
async function run(ask: CatalogueAsk, event: ExtendableEvent): Promise<void> {
  const version = await contentVersion();
  if (!version) return;
  const key = keyOf(version, ask);
  if (upToDate(await readCatalogueState(), key)) return;

  const started = Date.now();
  const seen = new Set<string>();
  const gone = new Set<string>();
  const pictureUrls = new Set<string>();
  let bytes = 0;
  let failuresInRow = 0;
  let complete = true;
  const stopped = () => failuresInRow >= FAILURES_TO_STOP;

  const readOne = async ({ read, url }: { read: Read; url: string }): Promise<Read[]> => {
    if (stopped()) return [];
    const outcome = await readThrough(url, event);
    bytes += outcome.bytes;
    if (outcome.status === 404) gone.add(url);
    if (!outcome.fresh && outcome.status === undefined) {
      failuresInRow += 1;
      complete = false;
    } else failuresInRow = 0;
    if (outcome.body === undefined || (outcome.status !== undefined && outcome.status !== 200)) return [];
    for (const picture of picturesToKeep(read, outcome.body, ask)) pictureUrls.add(picture);
    return readsAfter(read, outcome.body);
  };

  let wave = STARTING_READS;
  while (wave.length > 0 && !stopped()) {
    const fresh = wave
      .map((read) => ({ read, url: apiUrl(read.request, ask.language, self.location.origin) }))
      .filter(({ url }) => {
        if (seen.has(url) || seen.size >= MAX_READS) return false;
        seen.add(url);
        return true;
      });
    wave = (await inPool(fresh, CONCURRENT_READS, readOne)).flat();
  }

  let pictures = 0;
  await inPool([...pictureUrls], CONCURRENT_PICTURES, async (url) => {
    if (stopped()) return;
    const kept = await keepPicture(url, event);
    bytes += kept.bytes;
    if (kept.stored) pictures += 1;
    else complete = false;
  });

  if (complete && !stopped()) await pruneUnlisted({ language: ask.language, read: seen, gone, event });
  await writeCatalogueState({
    key,
    version,
    language: ask.language,
    complete: complete && !stopped(),
    reads: seen.size,
    pictures,
    bytes,
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
