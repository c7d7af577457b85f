import { CACHES } from '../../src/offline/cache-names';
import { readThrough } from './read-through';
import { inPool } from './pool';

/** A stored read of one document (or its result, its timeline, or its reward's draw), whatever its query. */
const ONE_DOCUMENT = /^\/api\/(projects|partners|rewards|news|draws)\/[^/]+(\/results|\/timeline)?$/;

type Prune = { language: string; read: Set<string>; gone: Set<string>; event: ExtendableEvent };

/**
 * What this device stores of documents the catalogue no longer lists (unpublished, deleted, or
 * read through a link) is asked for again: an answer replaces it, a 404 removes it, so unpublished
 * content does not stay readable offline. Reads the run itself found gone (404) are removed too.
 */
export async function pruneUnlisted({ language, read, gone, event }: Prune): Promise<void> {
  const cache = await caches.open(CACHES.publicData);
  const unlisted = (await cache.keys())
    .map((request) => request.url)
    .filter((href) => {
      const url = new URL(href);
      return url.searchParams.get('locale') === language && ONE_DOCUMENT.test(url.pathname) && !read.has(href);
    });
  await inPool(unlisted, 2, async (href) => {
    const outcome = await readThrough(href, event);
    if (outcome.status === 404) gone.add(href);
  });
  await Promise.all([...gone].map((href) => cache.delete(href)));
}
