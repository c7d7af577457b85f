// The scripts a page loads, with their bytes, for the JavaScript budgets of `npm run bench`.

/**
 * Starts listening to `page`'s script responses; `stop()` stops listening and answers each script's
 * URL and body. A worker's script (public/icu-warm-up.js) has no body left to read once its worker
 * has ended, so it is fetched again in the same context.
 * @param {import('playwright-core').Page} page
 */
export function loadedScripts(page) {
  /** @type {Promise<{ url: string, body: Buffer }>[]} */
  const scripts = [];
  /** @param {import('playwright-core').Response} response */
  const onResponse = (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = response.url();
    scripts.push(
      response
        .body()
        .catch(() => page.context().request.get(url).then((again) => again.body()))
        .then((body) => ({ url, body })),
    );
  };
  page.on('response', onResponse);
  return {
    /** Call before the context closes: no body is asked for afterwards. */
    stop() {
      page.off('response', onResponse);
      return Promise.all(scripts);
    },
  };
}
