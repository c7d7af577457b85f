// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../src/lib/api-request';
import { readCatalogueAsk, type CatalogueAsk } from '../../src/offline/catalogue/catalogue-ask';
import { readsAfter, STARTING_READS, type Read } from './discover';
import { picturesToKeep } from './pictures';
import { inPool } from './pool';

const ORIGIN = 'http://chispa.test';
const urlOf = (read: Read) => apiUrl(read.request, 'es', ORIGIN);
const kindOf = (reads: Read[], kind: Read['kind']) => reads.filter((read) => read.kind === kind).map(urlOf);

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
  it('starts from every list a member can open: projects, partners, news, challenges, results and the home', () => {
    const paths = STARTING_READS.map((read) => new URL(urlOf(read)).pathname);
    expect(paths).toEqual([
      '/api/project-search',
      '/api/partners',
      '/api/news',
      '/api/news',
      '/api/challenges',
      '/api/project-results',
      '/api/home-section1',
      '/api/home-section2',
      '/api/banner-configuration',
      '/api/project-search',
      '/api/project-search',
    ]);
  });

  it("goes from a list of projects to each project's page and result, and from a project to its reward and draw", () => {
    const [projects] = STARTING_READS;
    const pages = readsAfter(projects!, { data: [{ documentId: 'p1' }, { documentId: 'p 2' }, { name: 'no id' }] });
    expect(kindOf(pages, 'project')).toEqual([`${ORIGIN}/api/projects/p1?populate=all&locale=es`, `${ORIGIN}/api/projects/p%202?populate=all&locale=es`]);
    expect(pages.filter((read) => read.kind === 'data').map(urlOf)).toEqual([`${ORIGIN}/api/projects/p1/results?locale=es`, `${ORIGIN}/api/projects/p%202/results?locale=es`]);
    const reward = readsAfter(pages[0]!, { data: { documentId: 'p1', reward: { documentId: 'r1' } } });
    expect(reward.map(urlOf)).toEqual([`${ORIGIN}/api/rewards/r1?populate=all&locale=es`, `${ORIGIN}/api/draws/r1?locale=es`]);
    expect(readsAfter(pages[0]!, { data: { documentId: 'p1', reward: null } })).toEqual([]);
  });

  it("goes from partners to each partner's page, and from a partner's page to its projects", () => {
    const partners = STARTING_READS[1]!;
    const [partner] = readsAfter(partners, { data: [{ documentId: 'a1' }] });
    expect(partner!.kind).toBe('partner');
    expect(urlOf(partner!)).toContain('/api/partners/a1?populate%5BimagePath%5D=true');
    expect(kindOf(readsAfter(partner!, { data: { documentId: 'a1', projects: [{ documentId: 'p9' }] } }), 'project')).toEqual([`${ORIGIN}/api/projects/p9?populate=all&locale=es`]);
  });

  it('follows the pages of news up to five, and reads each post', () => {
    const firstPage = STARTING_READS[3]!;
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
  const page: Read = { kind: 'project', request: { path: 'projects/p1' }, slot: 'page' };

  it("keeps a list's card pictures at the card's width, nothing else of the list", () => {
    const body = { data: [{ mainImage: picture('a'), gallery: [picture('g')] }, { mainImage: null }] };
    expect(picturesToKeep(projects!, body, ask)).toEqual(['/uploads/medium_a.jpg']);
  });

  it("keeps every picture of a page at the page's width", () => {
    const body = { data: { mainImage: picture('a'), gallery: [picture('g')], description_rt: [{ type: 'image', image: picture('r') }] } };
    expect(picturesToKeep(page, body, ask)).toEqual(['/uploads/large_a.jpg', '/uploads/large_g.jpg', '/uploads/large_r.jpg']);
  });

  it('keeps none on Save-Data or a mobile connection, nor for data-only reads', () => {
    expect(picturesToKeep(page, { data: { mainImage: picture('a') } }, { ...ask, pictures: false })).toEqual([]);
    expect(picturesToKeep({ ...page, slot: 'none' }, { data: { mainImage: picture('a') } }, ask)).toEqual([]);
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
