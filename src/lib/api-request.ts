/**
 * One read of our API: a path under /api and its query. The app's fetchers send it (http.read), and
 * the service worker's offline catalogue asks for the same address, so that what it stores is what
 * a page will ask for offline (sw/catalogue). Worker-safe: no imports.
 */
export type ApiRequest = { path: string; params?: Readonly<Record<string, string | number>> };

/** The address http.ts sends a request to: the query as URLSearchParams writes it, `locale` last. */
export function apiUrl({ path, params = {} }: ApiRequest, language: string, origin: string): string {
  const url = new URL(`/api/${path}`, origin);
  const search = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]));
  search.set('locale', language);
  url.search = search.toString();
  return url.href;
}
