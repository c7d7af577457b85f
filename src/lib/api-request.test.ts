import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, type ApiRequest } from './api-request';
import { http } from './http';
import { PROJECT_LIST, projectRequest, projectSearchRequest } from '../features/projects/requests';
import { partnerListRequest, partnerRequest } from '../features/partners/requests';
import { LATEST_NEWS_REQUEST, newsPageRequest, newsPostRequest } from '../features/news/requests';
import { CHALLENGE_LIST } from '../features/challenges/requests';
import { drawRequest, rewardRequest } from '../features/rewards/requests';
import { projectResultRequest, RESULT_LIST } from '../features/results/requests';
import { homeSingleRequest } from '../features/home/requests';

afterEach(() => vi.unstubAllGlobals());

/** The address the app's client really sends a read to (ky, with the locale and its hooks). */
async function sentTo(request: ApiRequest): Promise<string> {
  let seen = '';
  vi.stubGlobal('fetch', async (input: Request) => {
    seen = input.url;
    return new Response(JSON.stringify({ data: [] }), { headers: { 'Content-Type': 'application/json' } });
  });
  await http.read(request).json();
  return seen;
}

describe("the offline catalogue asks for the app's own addresses", () => {
  const reads: ApiRequest[] = [
    PROJECT_LIST,
    projectSearchRequest({}),
    projectSearchRequest({ q: 'jardín & huerto', status: 'closed', partner: 'p1', type: 'form', place: 'Ávila', page: 3 }),
    projectRequest('a b/c'),
    partnerListRequest(),
    partnerListRequest('  huerto '),
    partnerRequest('p1'),
    LATEST_NEWS_REQUEST,
    newsPageRequest(2),
    newsPostRequest('n1'),
    CHALLENGE_LIST,
    rewardRequest('r1'),
    drawRequest('r1'),
    RESULT_LIST,
    projectResultRequest('p1'),
    homeSingleRequest('banner-configuration'),
  ];

  it.each(reads.map((read) => [read.path, read] as const))('%s: the worker stores the address the page reads', async (_path, read) => {
    expect(apiUrl(read, 'es', globalThis.location.origin)).toBe(await sentTo(read));
  });
});
