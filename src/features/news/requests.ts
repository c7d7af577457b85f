import type { ApiRequest } from '../../lib/api-request';

// The news reads the app sends, shared with the service worker's offline catalogue (worker-safe).

export const LATEST_NEWS = 3;
/** Posts per page of /news (the server's pagination; each page is its own URL, kept by the worker for offline). */
export const NEWS_PAGE_SIZE = 12;

export const LATEST_NEWS_REQUEST: ApiRequest = { path: 'news', params: { populate: 'all', sort: 'date:desc', 'pagination[limit]': LATEST_NEWS } };

export const newsPageRequest = (page: number): ApiRequest => ({
  path: 'news',
  params: { populate: 'all', sort: 'date:desc', 'pagination[page]': page, 'pagination[pageSize]': NEWS_PAGE_SIZE },
});

export const newsPostRequest = (documentId: string): ApiRequest => ({ path: `news/${encodeURIComponent(documentId)}`, params: { populate: 'all' } });
