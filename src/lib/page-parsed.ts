/**
 * Settles once the page's HTML is parsed (its `#root` is there): index.html's early script may add
 * the app's code before that, when it has no early picture to wait for (vite-plugins/early-home-script.ts).
 */
export function pageParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}
