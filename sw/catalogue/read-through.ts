import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import { CACHES } from '../../src/offline/cache-names';
import { apiPlugins, pictures, publicDataExpiration } from '../strategies';
import { isStrapiBody } from '../validated-json-plugin';
import { withdrawnAnswerPlugin } from '../withdrawn-answer-plugin';

/** The catalogue works in the background: a slow answer is waited for longer than a member would. */
const BACKGROUND_TIMEOUT_SECONDS = 15;

/** The status of each answer the network gave, by URL (a 404 tells a document was unpublished). */
const statuses = new Map<string, number>();
const statusPlugin: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    statuses.set(request.url, response.status);
    return response;
  },
};

/**
 * The public answers' strategy as the browsing route has it (same cache, checks and expiration),
 * without its picture warm-up: the catalogue chooses its pictures itself, or none (Save-Data).
 */
const answers = new NetworkFirst({
  cacheName: CACHES.publicData,
  networkTimeoutSeconds: BACKGROUND_TIMEOUT_SECONDS,
  plugins: [...apiPlugins(isStrapiBody), withdrawnAnswerPlugin(CACHES.publicData), publicDataExpiration, statusPlugin],
});

/**
 * `fresh`: the network answered (else the cache did, or nothing); `bytes`: downloaded; `size`: what
 * the device keeps of it; `status`: the network's answer's.
 */
export type ReadOutcome = { body?: unknown; fresh: boolean; bytes: number; size: number; status?: number };

/** One read through the public strategy: stored when it is our valid JSON, its body returned. */
export async function readThrough(url: string, event: ExtendableEvent): Promise<ReadOutcome> {
  statuses.delete(url);
  const [response, done] = answers.handleAll({ request: new Request(url), event });
  const answer = await response.catch(() => undefined);
  await done.catch(() => undefined);
  const status = statuses.get(url);
  statuses.delete(url);
  if (!answer) return { fresh: false, bytes: 0, size: 0, status };
  const fresh = answer.headers.get('X-Chispa-Cache') !== 'hit';
  try {
    const blob = await answer.blob();
    return { body: JSON.parse(await blob.text()) as unknown, fresh, bytes: fresh ? blob.size : 0, size: blob.size, status };
  } catch {
    return { fresh, bytes: 0, size: 0, status };
  }
}

const sizeOf = async (response: Response) => {
  const length = Number(response.headers.get('Content-Length'));
  return Number.isFinite(length) && length > 0 ? length : (await response.blob()).size;
};

/** Stores one picture unless it is there already; the bytes downloaded (0 if stored before or failed) and the size kept. */
export async function keepPicture(url: string, event: ExtendableEvent): Promise<{ stored: boolean; bytes: number; size: number }> {
  const href = new URL(url, self.location.href).href;
  const before = await caches.match(href, { cacheName: CACHES.images });
  if (before) return { stored: true, bytes: 0, size: await sizeOf(before) };
  const [response, done] = pictures.handleAll({ request: new Request(href), event });
  const answer = await response.catch(() => undefined);
  await done.catch(() => undefined);
  if (!answer?.ok) return { stored: false, bytes: 0, size: 0 };
  const size = await sizeOf(answer);
  return { stored: true, bytes: size, size };
}
