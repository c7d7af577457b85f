import { describe, expect, it } from 'vitest';
import { apiClient } from './client';

type Answer = { data: { documentId: string; name: string }[]; meta: { pagination: { total: number } } };
const partners = async (query: string) => {
  const { status, body } = await apiClient().call(`/api/partners?sort=name&locale=es&${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as Answer;
};

describe('the partners list pages, as /igniters reads it', () => {
  it('goes on by offset, in name order, with the total of the search', async () => {
    const all = await partners('limit=100&offset=0');
    expect(all.data.length).toBeGreaterThan(2);
    expect(all.meta.pagination.total).toBe(all.data.length);
    const pages = [];
    for (let offset = 0; offset < all.data.length; offset += 2) pages.push(...(await partners(`limit=2&offset=${offset}`)).data);
    expect(pages.map((partner) => partner.documentId)).toEqual(all.data.map((partner) => partner.documentId));

    // The accent-free search keeps its total and its pages.
    const found = await partners(`limit=1&offset=0&filters[name][$containsi]=${encodeURIComponent('RAICES')}`);
    expect(found.data.map((partner) => partner.name)).toEqual(['Fundación Raíces']);
    expect(found.meta.pagination.total).toBe(1);
    expect((await partners('limit=1&offset=1&filters[name][$containsi]=raices')).data).toEqual([]);
  });

  it('refuses a page past what it serves with a code, never a 500', async () => {
    for (const query of ['limit=101&offset=0', 'limit=10&offset=-1', 'limit=abc&offset=0']) {
      const { status, body } = await apiClient().call(`/api/partners?locale=es&${query}`);
      expect(status, query).toBe(400);
      expect(body.error.details.code, query).toBe('validation.invalid');
    }
  });
});
