import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, fetchCatalog, i18n, resolveLanguage, storedLanguage, warmUpNumberFormat } from './i18n';
import { fakeApi, json } from '../../tests/setup/fake-api';
import { compiledCatalog } from '../../tests/setup/catalogs';

describe('language resolution', () => {
  it.each([
    ['es', 'es'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['EN', 'en'],
    ['ca', 'es'],
    ['fr', 'es'],
    ['de', 'es'],
    ['', 'es'],
    [null, 'es'],
  ])('%s resolves to %s', (requested, expected) => {
    expect(resolveLanguage(requested)).toBe(expected);
  });

  it('defaults to Spanish when nothing is stored', () => {
    expect(storedLanguage()).toBe('es');
  });
});

describe('activating a language', () => {
  it('loads the catalog, stores the choice under i18nextLng and sets <html lang>', async () => {
    fakeApi({});
    await activateLanguage('en');
    expect(i18n._('login.title')).toBe('Sign in');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows Catalan and French members the Spanish texts, and stores what is shown', async () => {
    fakeApi({});
    localStorage.setItem('i18nextLng', 'ca');
    await activateLanguage(localStorage.getItem('i18nextLng')!);
    expect(i18n._('login.title')).toBe('Inicia sesión');
    expect(localStorage.getItem('i18nextLng')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });
});

describe('catalog loading', () => {
  afterEach(() => vi.useRealTimers());

  it('retries a failed load with delays from 350 ms, doubling', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        attempts += 1;
        return attempts <= 3 ? json({}, 503) : json({ messages: compiledCatalog('es') });
      }),
    );
    const loading = fetchCatalog('es');
    await vi.advanceTimersByTimeAsync(349);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(700);
    expect(attempts).toBe(3);
    await vi.advanceTimersByTimeAsync(1400);
    expect(attempts).toBe(4);
    await expect(loading).resolves.toHaveProperty(['login.title']);
  });

  it('gives up on a request that hangs after 10 s and asks again, so a start never waits for ever', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        attempts += 1;
        if (attempts === 1) return new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
        return json({ messages: compiledCatalog('es') });
      }),
    );
    const loading = fetchCatalog('es');
    await vi.advanceTimersByTimeAsync(10_000 + 350);
    expect(attempts).toBe(2);
    await expect(loading).resolves.toHaveProperty(['login.title']);
  });

  it('gives up after 5 retries', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => json({}, 503));
    vi.stubGlobal('fetch', fetchMock);
    const loading = fetchCatalog('en');
    const outcome = expect(loading).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(350 + 700 + 1400 + 2800 + 5600);
    await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('refuses a catalog that is not a catalog', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ nope: true })));
    await expect(fetchCatalog('en')).rejects.toThrow();
  });
});

describe('the number format made before the first render', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the one the active language formats with afterwards (no second Intl.NumberFormat)', async () => {
    fakeApi({});
    const Original = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      return new Original(...args);
    } as unknown as typeof Intl.NumberFormat);
    // A language no earlier test formatted in, so Lingui's kept formatters do not answer for it.
    warmUpNumberFormat('en');
    expect(made).toHaveBeenCalledTimes(1);
    await activateLanguage('en');
    expect(i18n.number(1234)).toBe('1,234');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
