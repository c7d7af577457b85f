// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueState } from '../../src/offline/catalogue/catalogue-ask';

// A city's catalogue, with the worker's reads faked: 2,000 projects behind the lists, 20 of them open,
// each page 20 KB with a 60 KB picture; the member voted on two projects far down the lists.
const ORIGIN = 'http://chispa.test';
const PAGE = 20_000;
const PICTURE = 60_000;
const project = (i: number) => ({ documentId: `p${i}`, mainImage: { url: `/uploads/p${i}.jpg`, width: 400 } });
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => project(from + k));

const answers: Record<string, unknown> = {
  'project-search?group=open': { data: range(0, 20) },
  'project-search?group=all': { data: range(0, 48) },
  'project-search?group=current': { data: range(0, 12) },
  'project-search?group=closed': { data: range(1000, 1012) },
  partners: { data: Array.from({ length: 200 }, (_, i) => ({ documentId: `a${i}` })) },
};

const read: string[] = [];
const written: CatalogueState[] = [];

vi.mock('./read-through', () => ({
  readThrough: async (url: string) => {
    const { pathname, searchParams } = new URL(url);
    read.push(url);
    const path = pathname.replace('/api/', '');
    const group = searchParams.get('group');
    const partner = /^partners\/a(\d+)$/.exec(path);
    const timeline = /^projects\/(p\d+)\/timeline$/.exec(path);
    const body =
      answers[group ? `${path}?group=${group}` : path] ??
      (partner ? { data: { documentId: `a${partner[1]}`, projects: range(100 + Number(partner[1]) * 10, 110 + Number(partner[1]) * 10) } } : null) ??
      (timeline ? { data: [{ kind: 'update', pictures: [{ url: `/uploads/${timeline[1]}-update.jpg`, width: 400 }] }], meta: { progress: null } } : { data: { documentId: path } });
    return { body, fresh: true, bytes: PAGE, size: PAGE, status: 200 };
  },
  keepPicture: async (url: string) => {
    read.push(url);
    return { stored: true, bytes: PICTURE, size: PICTURE };
  },
}));
let member = 7;
vi.mock('./member-votes', () => ({ currentMember: async () => ({ userId: member, token: 't' }), votedProjects: async () => ['p1500', 'p1900'] }));
vi.mock('./prune', () => ({ pruneUnlisted: async () => undefined }));
vi.mock('../../src/offline/catalogue/catalogue-ask', async (original) => ({
  ...(await original<typeof import('../../src/offline/catalogue/catalogue-ask')>()),
  readCatalogueState: async () => written.at(-1) ?? null,
  writeCatalogueState: async (state: CatalogueState) => void written.push(state),
}));

beforeEach(() => {
  read.length = 0;
  written.length = 0;
  member = 7;
  vi.stubGlobal('self', { location: { origin: ORIGIN, href: `${ORIGIN}/` } });
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ data: { version: 'v1' } }), { headers: { 'Content-Type': 'application/json' } }));
});

const event = { waitUntil: () => undefined } as unknown as ExtendableEvent;
const ask = { language: 'es' as const, cardWidth: 400, pageWidth: 800, pictures: true };
const position = (path: string) => read.findIndex((url) => url.startsWith(`${ORIGIN}${path}`));

describe('the offline catalogue of a city', () => {
  it('keeps open votings first, then what the member voted on, then results and news, then the rest, within its budget', async () => {
    const { refreshCatalogue, CATALOGUE_BUDGET } = await import('./refresh');
    await refreshCatalogue(ask, event);
    const [state] = written;

    // Bounded: the budget is what stops a city's catalogue, never the end of the lists.
    expect(state!.bounded).toBe(true);
    expect(state!.keptBytes).toBeLessThanOrEqual(CATALOGUE_BUDGET.bytes + 2 * PICTURE);
    expect(read.length).toBeLessThanOrEqual(CATALOGUE_BUDGET.requests);
    // Every open voting's page and picture, then the member's votes, before any partner's page.
    const lastOpen = Math.max(...range(0, 20).map((p) => position(`/api/projects/${p.documentId}?`)));
    // Pictures are kept by their path on this origin.
    const openPictures = Math.max(...range(0, 20).map((p) => read.indexOf(`/uploads/${p.documentId}.jpg`)));
    expect(Math.min(...range(0, 20).map((p) => read.indexOf(`/uploads/${p.documentId}.jpg`)))).toBeGreaterThanOrEqual(0);
    expect(Math.min(...range(0, 20).map((p) => position(`/api/projects/${p.documentId}?`)))).toBeGreaterThanOrEqual(0);
    expect(lastOpen).toBeLessThan(position('/api/projects/p1500?'));
    expect(openPictures).toBeLessThan(position('/api/projects/p1500?'));
    expect(position('/api/projects/p1900?')).toBeLessThan(position('/api/projects/p1000?'));
    expect(position('/api/projects/p1000?')).toBeLessThan(position('/api/partners/a0'));
    expect(state!.readsByTier!.slice(0, 3).every((count) => count > 0)).toBe(true);
    // Each open voting's timeline (issue 52) is read and kept, its updates' pictures too, with the votings' tier.
    for (const { documentId } of range(0, 20)) {
      expect(position(`/api/projects/${documentId}/timeline?page=1&locale=es`)).toBeGreaterThanOrEqual(0);
      expect(read).toContain(`/uploads/${documentId}-update.jpg`);
      expect(position(`/api/projects/${documentId}/timeline?`)).toBeLessThan(position('/api/projects/p1500?'));
    }
    // What did not fit is left to the network: not every partner's projects were read.
    expect(position('/api/projects/p2000?')).toBe(-1);
  });

  it('reads again for another member on the device, not for the same member and content', async () => {
    const { refreshCatalogue } = await import('./refresh');
    await refreshCatalogue(ask, event);
    const first = read.length;
    await refreshCatalogue(ask, event);
    expect(read.length).toBe(first);
    member = 8;
    await refreshCatalogue(ask, event);
    expect(read.length).toBeGreaterThan(first);
    expect(written).toHaveLength(2);
  });
});

describe('the catalogue’s request budget', () => {
  it('fits in the answers’ and pictures’ caches with room for browsing, so its first reads (open votings) are never the ones evicted', async () => {
    const { CATALOGUE_BUDGET } = await import('./refresh');
    const { MAX_ANSWERS, MAX_PICTURES } = await import('../strategies');
    const BROWSING_ROOM = 500;
    expect(CATALOGUE_BUDGET.requests + BROWSING_ROOM).toBeLessThanOrEqual(MAX_ANSWERS);
    expect(CATALOGUE_BUDGET.requests + BROWSING_ROOM).toBeLessThanOrEqual(MAX_PICTURES);
  });
});
