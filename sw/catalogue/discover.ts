import type { ApiRequest } from '../../src/lib/api-request';
import { OPEN_VOTINGS, PROJECT_LIST, projectRequest, projectSearchRequest, projectTimelineRequest } from '../../src/features/projects/requests';
import { partnerListRequest, partnerRequest } from '../../src/features/partners/requests';
import { LATEST_NEWS_REQUEST, newsPageRequest, newsPostRequest } from '../../src/features/news/requests';
import { CHALLENGE_LIST } from '../../src/features/challenges/requests';
import { drawRequest, rewardRequest } from '../../src/features/rewards/requests';
import { projectResultRequest, RESULT_LIST } from '../../src/features/results/requests';
import { homeSingleRequest } from '../../src/features/home/requests';
import { legalTextRequest } from '../../src/features/legal/requests';
import { isRecord } from '../picture-sizes';

/**
 * What a read is, for what its answer leads to: a list of projects leads to each project's page, a
 * project page to its reward, a partner's page to its projects, a page of news to the next page…
 * `slot`: how wide its pictures are shown (a card in a list, the width of a page), none for data only.
 */
export type Kind = 'projects' | 'project' | 'partners' | 'partner' | 'news-latest' | 'news-page' | 'news-post' | 'reward' | 'data';

/**
 * How soon a read is made within the catalogue's budget (docs/decisions/offline/offline-catalogue.md):
 * 0 open votings and the home; 1 what the member voted on; 2 recent results and news; 3 the rest.
 */
export type Tier = 0 | 1 | 2 | 3;

/**
 * `tier`: how soon it is read; `leadsTo`: the tier of the reads its answer leads to (its own when
 * unset: a project page's reward comes with the project).
 */
export type Read = { kind: Kind; request: ApiRequest; slot: 'card' | 'page' | 'none'; tier: Tier; leadsTo?: Tier };

/** At most this many pages of news are read: older posts are a click on "load more" away online. */
const MAX_NEWS_PAGES = 5;

/** What the catalogue starts from: the lists a member can open from the home and the menu, each with its priority. */
export const STARTING_READS: Read[] = [
  { kind: 'projects', request: OPEN_VOTINGS, slot: 'card', tier: 0 },
  { kind: 'data', request: homeSingleRequest('home-section1'), slot: 'page', tier: 0 },
  { kind: 'data', request: homeSingleRequest('home-section2'), slot: 'page', tier: 0 },
  { kind: 'data', request: homeSingleRequest('banner-configuration'), slot: 'page', tier: 0 },
  { kind: 'data', request: CHALLENGE_LIST, slot: 'card', tier: 0 },
  // The home's cards are all readable offline; the pages of those not open wait for what matters more.
  { kind: 'projects', request: PROJECT_LIST, slot: 'card', tier: 0, leadsTo: 2 },
  // The first page of /projects and of its archive, as the page asks for them: readable offline as they are.
  { kind: 'projects', request: projectSearchRequest({}), slot: 'card', tier: 0, leadsTo: 3 },
  { kind: 'projects', request: projectSearchRequest({ status: 'closed' }), slot: 'card', tier: 2 },
  { kind: 'data', request: RESULT_LIST, slot: 'none', tier: 2 },
  { kind: 'news-latest', request: LATEST_NEWS_REQUEST, slot: 'card', tier: 2 },
  { kind: 'news-page', request: newsPageRequest(1), slot: 'card', tier: 2 },
  { kind: 'partners', request: partnerListRequest(), slot: 'card', tier: 3 },
  // The legal texts' current versions (GET /api/legal-texts/:kind, issue 53): the terms and the privacy
  // policy first, which a member may be asked to accept on a visit without a connection.
  ...(['terms', 'privacy'] as const).map((kind): Read => ({ kind: 'data', request: legalTextRequest(kind), slot: 'none', tier: 0 })),
  ...(['legalNotice', 'cookies', 'accessibility'] as const).map((kind): Read => ({ kind: 'data', request: legalTextRequest(kind), slot: 'none', tier: 3 })),
];

const documentIdOf = (value: unknown): string | undefined =>
  isRecord(value) && typeof value.documentId === 'string' && value.documentId !== '' ? value.documentId : undefined;

/** The documents of a list answer (`{ data: [...] }`), or of a single one's relation. */
const listed = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

type Found = Omit<Read, 'tier' | 'leadsTo'>;

const projectReads = (documentId: string): Found[] => [
  { kind: 'project', request: projectRequest(documentId), slot: 'page' },
  { kind: 'data', request: projectResultRequest(documentId), slot: 'none' },
  // Its timeline's first page (its updates' pictures at the page's width): the newest updates and the progress bar, offline.
  { kind: 'data', request: projectTimelineRequest(documentId), slot: 'page' },
];

const rewardReads = (documentId: string): Found[] => [
  { kind: 'reward', request: rewardRequest(documentId), slot: 'page' },
  { kind: 'data', request: drawRequest(documentId), slot: 'none' },
];

/** The reads of a project a member voted on, in the tier of what is theirs. */
export const votedProjectReads = (documentId: string): Read[] => projectReads(documentId).map((read) => ({ ...read, tier: 1 }));

/**
 * The reads an answer leads to, in the tier the read leads to (the same read may come again from
 * another answer: the caller reads each once, in the soonest tier it was found in).
 */
export function readsAfter(read: Read, body: unknown): Read[] {
  const tier = read.leadsTo ?? read.tier;
  return found(read, body).map((next) => ({ ...next, tier }));
}

function found(read: Read, body: unknown): Found[] {
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
      const posts: Found[] = ids(data).map((id) => ({ kind: 'news-post', request: newsPostRequest(id), slot: 'page' }));
      const pagination = isRecord(body) && isRecord(body.meta) && isRecord(body.meta.pagination) ? body.meta.pagination : {};
      const { page, pageCount } = pagination;
      const next = typeof page === 'number' && typeof pageCount === 'number' && page < pageCount && page < MAX_NEWS_PAGES ? page + 1 : undefined;
      return next ? [...posts, { kind: 'news-page', request: newsPageRequest(next), slot: 'card' }] : posts;
    }
    default:
      return [];
  }
}
