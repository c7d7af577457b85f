import { CACHES } from '../cache-names';

// What the page asks of the service worker's offline catalogue, and what the worker records of it.
// Worker-safe: the worker (sw/catalogue) and the page both read this module.

export const CATALOGUE_MESSAGE = 'REFRESH_CATALOGUE';

/** The member's language and screen: what to store, and the pictures' sizes (device pixels); none on Save-Data or a metered connection. */
export type CatalogueAsk = { language: 'es' | 'en'; cardWidth: number; pageWidth: number; pictures: boolean };

/** What the last run stored: `complete` once every read and picture was fetched for `key` (content version + ask). */
export type CatalogueState = {
  key: string;
  version: string;
  language: 'es' | 'en';
  complete: boolean;
  /** The run stopped at its budget (bytes or requests): what was left is read online. */
  bounded?: boolean;
  reads: number;
  /** Reads per tier: open votings and the home, the member's votes, recent results and news, the rest. */
  readsByTier?: number[];
  pictures: number;
  /** Downloaded by this run. */
  bytes: number;
  /** What the catalogue keeps, stored by this run or before it (its budget's measure). */
  keptBytes?: number;
  ms: number;
  finishedAt: string;
};

/** Where the state is kept (Cache Storage, readable by the page and the worker alike). */
export const CATALOGUE_STATE_URL = '/__chispa/catalogue-state';

const isWidth = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 1 && value <= 10_000;

/** A message from a page, checked: anything else is ignored. */
export function readCatalogueAsk(value: unknown): CatalogueAsk | null {
  if (typeof value !== 'object' || value === null) return null;
  const ask = value as Record<string, unknown>;
  if ((ask.language !== 'es' && ask.language !== 'en') || !isWidth(ask.cardWidth) || !isWidth(ask.pageWidth) || typeof ask.pictures !== 'boolean') return null;
  return { language: ask.language, cardWidth: Math.round(ask.cardWidth), pageWidth: Math.round(ask.pageWidth), pictures: ask.pictures };
}

export async function readCatalogueState(): Promise<CatalogueState | null> {
  try {
    const stored = await (await caches.open(CACHES.catalogue)).match(CATALOGUE_STATE_URL);
    return stored ? ((await stored.json()) as CatalogueState) : null;
  } catch {
    return null;
  }
}

export async function writeCatalogueState(state: CatalogueState): Promise<void> {
  const cache = await caches.open(CACHES.catalogue);
  await cache.put(CATALOGUE_STATE_URL, new Response(JSON.stringify(state), { headers: { 'Content-Type': 'application/json' } }));
}
