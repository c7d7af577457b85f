/** A list's card picture is shown at most this wide (CSS px): without more to go by, the smallest Strapi size at least this wide is kept. */
export const CARD_WIDTH = 500;
/** At most this many pictures are taken from one answer. */
const MAX_PICTURES = 40;

type Format = { url: string; width: number };
export type Upload = { url: string; width?: number; formats?: Record<string, Format> };

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function isUpload(value: unknown): value is Upload {
  return isRecord(value) && typeof value.url === 'string' && value.url.startsWith('/uploads/');
}

/** The one size of a picture worth keeping for a slot `minWidth` wide: the smallest at least that wide, else the largest there is. */
export function sizeToKeep(upload: Upload, minWidth = CARD_WIDTH): string {
  const sizes: Format[] = [...Object.values(upload.formats ?? {}).filter((format) => isRecord(format) && typeof format.url === 'string' && typeof format.width === 'number')];
  if (typeof upload.width === 'number') sizes.push({ url: upload.url, width: upload.width });
  sizes.sort((a, b) => a.width - b.width);
  return (sizes.find((size) => size.width >= minWidth) ?? sizes.at(-1) ?? upload).url;
}

/** A project card's reward picture, as the card shows it (ProjectCard.tsx): Strapi's "small" size, else the original. */
export const smallSize = (upload: Upload): string => (isRecord(upload.formats?.small) && typeof upload.formats.small.url === 'string' ? upload.formats.small.url : upload.url);

/** Every picture an API answer mentions (projects, partners, challenges, news…), once each, in the size for `minWidth`. */
export function picturesIn(body: unknown, minWidth = CARD_WIDTH, found = new Set<string>(), depth = 0): Set<string> {
  if (depth > 8 || found.size >= MAX_PICTURES || !isRecord(body)) return found;
  if (Array.isArray(body)) {
    for (const item of body) picturesIn(item, minWidth, found, depth + 1);
    return found;
  }
  if (isUpload(body)) return found.add(sizeToKeep(body, minWidth));
  for (const value of Object.values(body)) if (isRecord(value)) picturesIn(value, minWidth, found, depth + 1);
  return found;
}
