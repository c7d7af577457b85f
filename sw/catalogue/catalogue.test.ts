// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../src/lib/api-request';
import { projectTimelineRequest } from '../../src/features/projects/requests';
import { readCatalogueAsk, type CatalogueAsk } from '../../src/offline/catalogue/catalogue-ask';
import { readsAfter, STARTING_READS, votedProjectReads, type Read } from './discover';
import { Frontier, Spent } from './frontier';
import { picturesToKeep } from './pictures';
import { inPool } from './pool';

const ORIGIN = 'http://chispa.test';
const urlOf = (read: Read) => apiUrl(read.request, 'es', ORIGIN);
const kindOf = (reads: Read[], kind: Read['kind']) => reads.filter((read) => read.kind === kind).map(urlOf);
const starting = (kind: Read['kind'], search = '') => STARTING_READS.find((read) => read.kind === kind && urlOf(read).includes(search))!;

const picture = (name: string) => ({
  url: `/uploads/${name}.jpg`,
  width: 1600,
  formats: {
    small: { url: `/uploads/small_${name}.jpg`, width: 500 },
    medium: { url: `/uploads/medium_${name}.jpg`, width: 750 },
    large: { url: `/uploads/large_${name}.jpg`, width: 1000 },
  },
});

describe('what the catalogue reads', () => {
  it('starts from every list a member can open, open votings and the home first, then results and news, then the rest', () => {
    const starts = STARTING_READS.map((read) => [new URL(urlOf(read)).pathname, new URL(urlOf(read)).searchParams.get('group'), read.tier, read.leadsTo ?? read.tier]);
    expect(starts).toEqual([
      ['/api/project-search', 'open', 0, 0],
      ['/api/home-section1', null, 0, 0],
      ['/api/home-section2', null, 0, 0],
      ['/api/banner-configuration', null, 0, 0],
      ['/api/challenges', null, 0, 0],
      ['/api/project-search', 'all', 0, 2],
      ['/api/project-search', 'current', 0, 3],
      ['/api/project-search', 'closed', 2, 2],
      ['/api/project-results', null, 2, 2],
      ['/api/news', null, 2, 2],
      ['/api/news', null, 2, 2],
      ['/api/partners', null, 3, 3],
      ['/api/legal-texts/terms', null, 0, 0],
      ['/api/legal-texts/privacy', null, 0, 0],
      ['/api/legal-texts/legalNotice', null, 3, 3],
      ['/api/legal-texts/cookies', null, 3, 3],
      ['/api/legal-texts/accessibility', null, 3, 3],
    ]);
  });

  it('reads what a list leads to in the tier the list leads to, and a voted project in the member’s tier', () => {
    const home = starting('projects', 'group=all');
    expect(readsAfter(home, { data: [{ documentId: 'p1' }] }).map((read) => read.tier)).toEqual([2, 2, 2]);
    expect(readsAfter(starting('projects', 'group=open'), { data: [{ documentId: 'p1' }] }).map((read) => read.tier)).toEqual([0, 0, 0]);
    const voted = votedProjectReads('p7');
    expect(voted.map((read) => [urlOf(read), read.tier])).toEqual([
      [`${ORIGIN}/api/projects/p7?populate=all&locale=es`, 1],
      [`${ORIGIN}/api/projects/p7/results?locale=es`, 1],
      [`${ORIGIN}/api/projects/p7/timeline?page=1&locale=es`, 1],
    ]);
    // A voted project's reward comes with it, in the same tier.
    expect(readsAfter(voted[0]!, { data: { reward: { documentId: 'r1' } } }).map((read) => read.tier)).toEqual([1, 1]);
  });

  it("goes from a list of projects to each project's page and result, and from a project to its reward and draw", () => {
    const projects = starting('projects', 'group=open');
    const pages = readsAfter(projects!, { data: [{ documentId: 'p1' }, { documentId: 'p 2' }, { name: 'no id' }] });
    expect(kindOf(pages, 'project')).toEqual([`${ORIGIN}/api/projects/p1?populate=all&locale=es`, `${ORIGIN}/api/projects/p%202?populate=all&locale=es`]);
    expect(pages.filter((read) => read.kind === 'data').map(urlOf)).toEqual([
      `${ORIGIN}/api/projects/p1/results?locale=es`,
      `${ORIGIN}/api/projects/p1/timeline?page=1&locale=es`,
      `${ORIGIN}/api/projects/p%202/results?locale=es`,
      `${ORIGIN}/api/projects/p%202/timeline?page=1&locale=es`,
    ]);
    const reward = readsAfter(pages[0]!, { data: { documentId: 'p1', reward: { documentId: 'r1' } } });
    expect(reward.map(urlOf)).toEqual([`${ORIGIN}/api/rewards/r1?populate=all&locale=es`, `${ORIGIN}/api/draws/r1?locale=es`]);
    expect(readsAfter(pages[0]!, { data: { documentId: 'p1', reward: null } })).toEqual([]);
  });

  it("goes from partners to each partner's page, and from a partner's page to its projects", () => {
    const partners = starting('partners');
    const [partner] = readsAfter(partners, { data: [{ documentId: 'a1' }] });
    expect(partner!.kind).toBe('partner');
    expect(urlOf(partner!)).toContain('/api/partners/a1?populate%5BimagePath%5D=true');
    expect(kindOf(readsAfter(partner!, { data: { documentId: 'a1', projects: [{ documentId: 'p9' }] } }), 'project')).toEqual([`${ORIGIN}/api/projects/p9?populate=all&locale=es`]);
  });

  it('follows the pages of news up to five, and reads each post', () => {
    const firstPage = starting('news-page');
    const next = readsAfter(firstPage, { data: [{ documentId: 'n1' }], meta: { pagination: { page: 1, pageCount: 9 } } });
    expect(kindOf(next, 'news-post')).toEqual([`${ORIGIN}/api/news/n1?populate=all&locale=es`]);
    expect(kindOf(next, 'news-page')).toEqual([`${ORIGIN}/api/news?populate=all&sort=date%3Adesc&pagination%5Bpage%5D=2&pagination%5BpageSize%5D=12&locale=es`]);
    expect(kindOf(readsAfter(firstPage, { data: [], meta: { pagination: { page: 5, pageCount: 9 } } }), 'news-page')).toEqual([]);
    expect(kindOf(readsAfter(firstPage, { data: [], meta: { pagination: { page: 1, pageCount: 1 } } }), 'news-page')).toEqual([]);
  });

  it('reads nothing more from an answer not in the expected shape', () => {
    for (const body of [null, 'text', { data: 'x' }, { data: [null, 1, { documentId: 3 }] }, { error: {} }]) {
      for (const read of STARTING_READS) expect(readsAfter(read, body)).toEqual([]);
    }
  });
});

describe('the pictures the catalogue keeps', () => {
  const ask: CatalogueAsk = { language: 'es', cardWidth: 700, pageWidth: 900, pictures: true };
  const [projects] = STARTING_READS;
  const page: Read = { kind: 'project', request: { path: 'projects/p1' }, slot: 'page', tier: 0 };

  it("keeps a list's card pictures at the card's width, nothing else of the list", () => {
    const body = { data: [{ mainImage: picture('a'), gallery: [picture('g')] }, { mainImage: null }] };
    expect(picturesToKeep(projects!, body, ask)).toEqual(['/uploads/medium_a.jpg']);
  });

  it("keeps a project card's reward picture in the small size the card shows (issue 52)", () => {
    const body = { data: [{ mainImage: picture('a'), reward: { title: 'Cesta', thumbnailImage: picture('t') } }, { reward: { thumbnailImage: { url: '/uploads/t2.jpg' } } }, { reward: null }] };
    expect(picturesToKeep(projects!, body, ask)).toEqual(['/uploads/medium_a.jpg', '/uploads/small_t.jpg', '/uploads/t2.jpg']);
  });

  it("keeps every picture of a page at the page's width", () => {
    const body = { data: { mainImage: picture('a'), gallery: [picture('g')], description_rt: [{ type: 'image', image: picture('r') }] } };
    expect(picturesToKeep(page, body, ask)).toEqual(['/uploads/large_a.jpg', '/uploads/large_g.jpg', '/uploads/large_r.jpg']);
  });

  it("keeps a project timeline's first page and its updates' pictures at the page's width, as the project page asks for it (issue 52)", () => {
    const [, , timeline] = readsAfter(projects!, { data: [{ documentId: 'p1' }] });
    expect(urlOf(timeline!)).toBe(apiUrl(projectTimelineRequest('p1'), 'es', ORIGIN));
    const body = { data: [{ kind: 'update', pictures: [picture('u1'), picture('u2')] }, { kind: 'news', title: 'Noticia' }], meta: { progress: { percent: 40 } } };
    expect(picturesToKeep(timeline!, body, ask)).toEqual(['/uploads/large_u1.jpg', '/uploads/large_u2.jpg']);
  });

  it('keeps none on Save-Data or a mobile connection, nor for data-only reads', () => {
    expect(picturesToKeep(page, { data: { mainImage: picture('a') } }, { ...ask, pictures: false })).toEqual([]);
    expect(picturesToKeep({ ...page, slot: 'none' }, { data: { mainImage: picture('a') } }, ask)).toEqual([]);
  });
});

describe("the catalogue's bounds", () => {
  it('takes each address once, in the soonest tier it was found in, in the order found', () => {
    const frontier = new Frontier<string>();
    frontier.add('/a', 3, 'a in the rest');
    frontier.add('/b', 2, 'b');
    frontier.add('/a', 0, 'a among open votings');
    frontier.add('/c', 0, 'c');
    frontier.add('/c', 2, 'c again, later');
    expect(frontier.take(0, 10).map(({ item }) => item)).toEqual(['a among open votings', 'c']);
    expect(frontier.take(2, 10).map(({ item }) => item)).toEqual(['b']);
    expect(frontier.take(3, 10)).toEqual([]);
    frontier.add('/a', 0, 'a found again');
    expect(frontier.take(0, 10)).toEqual([]);
    expect([...frontier.read]).toEqual(['/a', '/c', '/b']);
  });

  it('gives out at most the room left', () => {
    const frontier = new Frontier<number>();
    for (let i = 0; i < 5; i += 1) frontier.add(`/${i}`, 1, i);
    expect(frontier.take(1, 2).map(({ item }) => item)).toEqual([0, 1]);
    expect(frontier.take(1, 0)).toEqual([]);
    expect(frontier.take(1, 9).map(({ item }) => item)).toEqual([2, 3, 4]);
  });

  it('has room until the bytes or the requests are spent', () => {
    const spent = new Spent({ bytes: 1000, requests: 3 });
    expect(spent.room).toBe(3);
    spent.record(400);
    spent.record(400);
    expect([spent.room, spent.exhausted]).toEqual([1, false]);
    spent.record(300);
    expect([spent.room, spent.exhausted, spent.bytes]).toEqual([0, true, 1100]);
    const byBytes = new Spent({ bytes: 500, requests: 100 });
    byBytes.record(600);
    expect(byBytes.exhausted).toBe(true);
  });
});

describe("a page's ask", () => {
  it('is taken only in its expected shape', () => {
    expect(readCatalogueAsk({ language: 'en', cardWidth: 760.4, pageWidth: 1200, pictures: false })).toEqual({ language: 'en', cardWidth: 760, pageWidth: 1200, pictures: false });
    for (const bad of [null, 'es', { language: 'fr', cardWidth: 1, pageWidth: 1, pictures: true }, { language: 'es', cardWidth: 0, pageWidth: 1, pictures: true }, { language: 'es', cardWidth: 1, pageWidth: Infinity, pictures: true }, { language: 'es', cardWidth: 1, pageWidth: 1, pictures: 'yes' }]) {
      expect(readCatalogueAsk(bad)).toBeNull();
    }
  });
});

describe('the pool', () => {
  it('runs every item, at most `limit` at a time, and keeps their order', async () => {
    let running = 0;
    let most = 0;
    const results = await inPool([5, 1, 3, 2, 4], 2, async (ms) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return ms * 10;
    });
    expect(results).toEqual([50, 10, 30, 20, 40]);
    expect(most).toBe(2);
    expect(await inPool([], 3, async () => 1)).toEqual([]);
  });
});
