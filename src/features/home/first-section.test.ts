import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { fakeApi, json } from '../../../tests/setup/fake-api';
import { earlyFirstSectionKey, homeSectionQueryOptions } from './api';

const SECTION = { title: 'Chispa en 1 minuto', subtitle: null, videoUrlDesktop: null, videoUrlMobile: null, imageDesktop: null, imageMobile: null };

const read = () => new QueryClient().fetchQuery({ ...homeSectionQueryOptions(1, 'es'), retry: false });

afterEach(() => {
  delete window.__chispaEarly;
});

describe("the home's first section and index.html's early request", () => {
  it("takes the answer index.html already asked for, without asking again", async () => {
    const { calls } = fakeApi({});
    window.__chispaEarly = { [earlyFirstSectionKey('es')]: Promise.resolve({ status: 200, body: { data: SECTION } }) };
    expect(await read()).toMatchObject({ title: 'Chispa en 1 minuto' });
    expect(calls).toHaveLength(0);
  });

  it('takes it once: the next read asks the server', async () => {
    const { calls } = fakeApi({ 'GET /api/home-section1': () => json({ data: { ...SECTION, title: 'Otra vez' } }) });
    window.__chispaEarly = { [earlyFirstSectionKey('es')]: Promise.resolve({ status: 200, body: { data: SECTION } }) };
    await read();
    expect(await read()).toMatchObject({ title: 'Otra vez' });
    expect(calls).toHaveLength(1);
  });

  it('asks itself when the early request failed, and reads a 404 as no section', async () => {
    const { calls } = fakeApi({ 'GET /api/home-section1': () => json({ data: SECTION }) });
    window.__chispaEarly = { [earlyFirstSectionKey('es')]: Promise.resolve(null) };
    expect(await read()).toMatchObject({ title: 'Chispa en 1 minuto' });
    expect(calls).toHaveLength(1);
    window.__chispaEarly = { [earlyFirstSectionKey('es')]: Promise.resolve({ status: 404 }) };
    expect(await read()).toBeNull();
  });

  it('refuses an early answer of the wrong shape, as it would its own', async () => {
    fakeApi({});
    window.__chispaEarly = { [earlyFirstSectionKey('es')]: Promise.resolve({ status: 200, body: { data: { title: 42 } } }) };
    await expect(read()).rejects.toThrow();
  });
});
