import type { ApiRequest } from '../../src/lib/api-request';
import { PROJECT_LIST, projectRequest, projectSearchRequest } from '../../src/features/projects/requests';
import { partnerListRequest, partnerRequest } from '../../src/features/partners/requests';
import { LATEST_NEWS_REQUEST, newsPageRequest, newsPostRequest } from '../../src/features/news/requests';
import { CHALLENGE_LIST } from '../../src/features/challenges/requests';
import { drawRequest, rewardRequest } from '../../src/features/rewards/requests';
import { projectResultRequest, RESULT_LIST } from '../../src/features/results/requests';
import { homeSingleRequest } from '../../src/features/home/requests';
import { isRecord } from '../picture-sizes';

/**
 * What a read is, for what its answer leads to: a list of projects leads to each project's page, a
 * project page to its reward, a partner's page to its projects, a page of news to the next page…
 * `slot`: how wide its pictures are shown (a card in a list, the width of a page), none for data only.
 */
export type Kind = 'projects' | 'project' | 'partners' | 'partner' | 'news-latest' | 'news-page' | 'news-post' | 'reward' | 'data';
export type Read = { kind: Kind; request: ApiRequest; slot: 'card' | 'page' | 'none' };

/** At most this many pages of news are read: older posts are a click on "load more" away online. */
const MAX_NEWS_PAGES = 5;

/** What the catalogue starts from: the lists a member can open from the home and the menu. */
export const STARTING_READS: Read[] = [
  { kind: 'projects', request: PROJECT_LIST, slot: 'card' },
  { kind: 'partners', request: partnerListRequest(), slot: 'card' },
  { kind: 'news-latest', request: LATEST_NEWS_REQUEST, slot: 'card' },
  { kind: 'news-page', request: newsPageRequest(1), slot: 'card' },
  { kind: 'data', request: CHALLENGE_LIST, slot: 'card' },
  { kind: 'data', request: RESULT_LIST, slot: 'none' },
  { kind: 'data', request: homeSingleRequest('home-section1'), slot: 'page' },
  { kind: 'data', request: homeSingleRequest('home-section2'), slot: 'page' },
  { kind: 'data', request: homeSingleRequest('banner-configuration'), slot: 'page' },
  // The first page of /projects and of its archive, as the page asks for them: readable offline as they are.
  { kind: 'projects', request: projectSearchRequest({}), slot: 'card' },
  { kind: 'projects', request: projectSearchRequest({ status: 'closed' }), slot: 'card' },
];

const documentIdOf = (value: unknown): string | undefined =>
  isRecord(value) && typeof value.documentId === 'string' && value.documentId !== '' ? value.documentId : undefined;

/** The documents of a list answer (`{ data: [...] }`), or of a single one's relation. */
const listed = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const projectReads = (documentId: string): Read[] => [
  { kind: 'project', request: projectRequest(documentId), slot: 'page' },
  { kind: 'data', request: projectResultRequest(documentId), slot: 'none' },
];

const rewardReads = (documentId: string): Read[] => [
  { kind: 'reward', request: rewardRequest(documentId), slot: 'page' },
  { kind: 'data', request: drawRequest(documentId), slot: 'none' },
];

/** The reads an answer leads to (the same read may come again from another answer: the caller reads each once). */
export function readsAfter(read: Read, body: unknown): Read[] {
  const data = isRecord(body) ? body.data : undefined;
  const ids = (items: unknown) => listed(items).map(documentIdOf).filter((id): id is string => id !== undefined);
  switch (read.kind) {
    case 'projects':
      return ids(data).flatMap(projectReads);
    case 'partners':
      return ids(data).map((id) => ({ kind: 'partner', request: partnerRequest(id), slot: 'page' }));
    case 'partner':
      return isRecord(data) ? ids(data.projects).flatMap(projectReads) : [];
    case 'project': {
      const reward = isRecord(data) ? documentIdOf(data.reward) : undefined;
      return reward ? rewardReads(reward) : [];
    }
    case 'news-latest':
      return ids(data).map((id) => ({ kind: 'news-post', request: newsPostRequest(id), slot: 'page' }));
    case 'news-page': {
      const posts: Read[] = ids(data).map((id) => ({ kind: 'news-post', request: newsPostRequest(id), slot: 'page' }));
      const pagination = isRecord(body) && isRecord(body.meta) && isRecord(body.meta.pagination) ? body.meta.pagination : {};
      const { page, pageCount } = pagination;
      const next = typeof page === 'number' && typeof pageCount === 'number' && page < pageCount && page < MAX_NEWS_PAGES ? page + 1 : undefined;
      return next ? [...posts, { kind: 'news-page', request: newsPageRequest(next), slot: 'card' }] : posts;
    }
    default:
      return [];
  }
}
