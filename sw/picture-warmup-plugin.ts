import type { WorkboxPlugin } from 'workbox-core';
import type { Strategy } from 'workbox-strategies';

/** At most this many pictures are fetched ahead for one answer. */
const MAX_PICTURES = 40;
/** A list's card picture is shown at most this wide: the smallest Strapi size at least this wide is kept. */
const CARD_WIDTH = 500;

type Format = { url: string; width: number };
type Upload = { url: string; width?: number; formats?: Record<string, Format> };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isUpload(value: Record<string, unknown>): value is Upload {
  return typeof value.url === 'string' && value.url.startsWith('/uploads/');
}

/** The one size of a picture worth keeping for offline: the smallest at least a card wide, else the largest there is. */
function sizeToKeep(upload: Upload): string {
  const sizes: Format[] = [...Object.values(upload.formats ?? {}).filter((format) => isRecord(format) && typeof format.url === 'string' && typeof format.width === 'number')];
  if (typeof upload.width === 'number') sizes.push({ url: upload.url, width: upload.width });
  sizes.sort((a, b) => a.width - b.width);
  return (sizes.find((size) => size.width >= CARD_WIDTH) ?? sizes.at(-1) ?? upload).url;
}

/** Every picture an API answer mentions (projects, partners, challenges, news…), once each. */
export function picturesIn(body: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (depth > 8 || found.size >= MAX_PICTURES || !isRecord(body)) return found;
  if (Array.isArray(body)) {
    for (const item of body) picturesIn(item, found, depth + 1);
    return found;
  }
  if (isUpload(body)) return found.add(sizeToKeep(body));
  for (const value of Object.values(body)) if (isRecord(value)) picturesIn(value, found, depth + 1);
  return found;
}

/**
 * Once a list or a page's data is stored for offline, the pictures it shows are stored too, through
 * the pictures' own strategy (so their cache's cap and age apply): a picture lazily loaded below the
 * fold, never scrolled to online, is then there offline. One at a time, so as not to compete with
 * what the page is loading.
 */
export function pictureWarmupPlugin(pictures: () => Strategy): WorkboxPlugin {
  return {
    cacheDidUpdate: async ({ newResponse, event }) => {
      let body: unknown;
      try {
        body = await newResponse.clone().json();
      } catch {
        return;
      }
      for (const url of picturesIn(body)) {
        const request = new Request(new URL(url, self.location.href).href);
        const [response, done] = pictures().handleAll({ request, event });
        await Promise.all([response.catch(() => undefined), done.catch(() => undefined)]);
      }
    },
  };
}
