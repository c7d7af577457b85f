import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../tests/setup/fake-api';
import { fetchCatalog } from './i18n';

afterEach(() => {
  delete window.__chispaEarly;
});

describe("the catalog and index.html's early request", () => {
  it('takes the catalog index.html already asked for, without asking again', async () => {
    const { calls } = fakeApi({});
    window.__chispaEarly = { 'catalog:en': Promise.resolve({ status: 200, body: { messages: { hello: 'Hello' } } }) };
    expect(await fetchCatalog('en')).toEqual({ hello: 'Hello' });
    expect(calls).toHaveLength(0);
  });

  it('asks itself when the early request failed, or was for another language', async () => {
    const { calls } = fakeApi({});
    window.__chispaEarly = { 'catalog:en': Promise.resolve(null) };
    expect(await fetchCatalog('en')).toHaveProperty(['home.projectsTitle']);
    window.__chispaEarly = { 'catalog:en': Promise.resolve({ status: 200, body: { messages: {} } }) };
    expect(await fetchCatalog('es')).toHaveProperty(['home.projectsTitle']);
    expect(calls).toHaveLength(2);
  });
});
