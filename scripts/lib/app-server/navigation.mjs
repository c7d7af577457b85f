import { extname } from 'node:path';

/** A browser (or crawler) asking for a page, not a file or data. */
export const isNavigation = (request) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  extname(request.url.split('?')[0]) === '' &&
  (request.headers.accept ?? '').includes('text/html');
