// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

// What the worker stores of documents the catalogue no longer lists is asked for again: a 404 removes it.
const ORIGIN = 'http://chispa.test';
const stored = new Set<string>();
const asked: string[] = [];

vi.mock('./read-through', () => ({
  readThrough: async (url: string) => {
    asked.push(url);
    return { status: url.includes('gone') ? 404 : 200, fresh: true, bytes: 1, size: 1 };
  },
}));

beforeEach(() => {
  stored.clear();
  asked.length = 0;
  const cache = { keys: async () => [...stored].map((url) => ({ url })), delete: async (url: string) => stored.delete(url) };
  vi.stubGlobal('caches', { open: async () => cache });
});

describe('the documents the catalogue no longer lists', () => {
  it("are read again, a project's timeline too (issue 52), and removed when the server says they are gone", async () => {
    const { pruneUnlisted } = await import('./prune');
    const listed = `${ORIGIN}/api/projects/p1/timeline?page=1&locale=es`;
    const urls = [listed, `${ORIGIN}/api/projects/gone/timeline?page=1&locale=es`, `${ORIGIN}/api/projects/gone/results?locale=es`, `${ORIGIN}/api/projects/p2/timeline?page=2&locale=es`, `${ORIGIN}/api/project-search?locale=es`];
    urls.forEach((url) => stored.add(url));
    await pruneUnlisted({ language: 'es', read: new Set([listed]), gone: new Set(), event: { waitUntil: () => undefined } as unknown as ExtendableEvent });
    expect(asked.sort()).toEqual([urls[1], urls[2], urls[3]].sort());
    expect([...stored].sort()).toEqual([listed, urls[3], urls[4]].sort());
  });
});
