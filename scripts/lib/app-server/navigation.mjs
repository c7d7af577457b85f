import { extname } from 'node:path';

const isPagePath = (request) => (request.method === 'GET' || request.method === 'HEAD') && extname(request.url.split('?')[0]) === '';

/** A browser asking for a page, not a file or data. */
export const isNavigation = (request) => isPagePath(request) && (request.headers.accept ?? '').includes('text/html');

// A page asked for by a browser or by a client that takes any answer: link-preview crawlers
// (Facebook's, Slack's, Twitter's…) and curl accept any type, or send no Accept at all. Only a
// client that asks for something else (JSON) is not given the page.
export const acceptsPage = (request) => {
  const accept = request.headers.accept ?? '';
  return isPagePath(request) && (accept.trim() === '' || accept.includes('text/html') || accept.includes('*/*'));
};
