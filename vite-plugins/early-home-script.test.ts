import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { EARLY_PICTURE_WAIT_MS, earlyHomeScript, ICU_WARM_UP_URL } from './early-home-script';
import { EARLY_SCRIPT_KEYS } from './home-preload';
import { SESSION_KEY } from '../src/lib/session';
import { LANGUAGE_KEY } from '../src/lib/i18n';
import { PERSISTED_CACHE_KEY } from '../src/query-client';
import { homeSectionQueryOptions } from '../src/features/home/api';

const CODE = { entry: '/assets/index.js', preloads: [{ rel: 'modulepreload', crossorigin: '', href: '/assets/start.js', fetchpriority: 'low' }] };
const OPTIONS = { links: [{ rel: 'modulepreload', href: '/assets/home.js' }], ...EARLY_SCRIPT_KEYS, code: CODE };
const SESSION = JSON.stringify({ login: 'a@b.es', token: 't', userId: 1 });

const section = (title: string) => ({
  status: 200,
  body: {
    data: {
      title,
      subtitle: 'Vota',
      videoUrlMobile: 'https://vimeo.com/76979871',
      imageMobile: { url: '/uploads/m.jpg', width: 800, height: 1000, formats: { small: { url: '/uploads/s_m.jpg', width: 400 } } },
    },
  },
});

function page(sections?: Record<string, unknown>) {
  document.head.innerHTML = sections ? `<script type="application/json" id="chispa-early-sections">${JSON.stringify(sections)}</script>` : '';
  document.body.innerHTML = '<div id="root"></div>';
}

const run = () => new Function(earlyHomeScript(OPTIONS))();
const early = () => (window as unknown as { __chispaEarly: Record<string, Promise<unknown>> }).__chispaEarly;
const fetched = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map(([url]) => String(url));
/** Whether the script has added the app's code: its entry module and the preloads that go with it. */
function codeAdded() {
  const entry = document.querySelector('script[type="module"]');
  const preload = document.querySelector('link[rel="modulepreload"][href="/assets/start.js"]');
  if (!entry !== !preload) throw new Error('the entry and its preloads were added apart');
  if (entry) {
    expect(entry.getAttribute('src')).toBe('/assets/index.js');
    expect(entry.getAttribute('crossorigin')).toBe('');
    expect(preload?.getAttribute('fetchpriority')).toBe('low');
  }
  return !!entry;
}

describe("index.html's first script", () => {
  let fetch: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetch = vi.fn(async (url: string) => new Response(JSON.stringify(url.includes('home-section1') ? section('Preguntado').body : {}), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows a member the home page's top from the section in the page, as text, and hands the section to the app", async () => {
    localStorage.setItem('chispaUser', SESSION);
    const given = section('<img src=x onerror=alert(1)>Tu barrio');
    page({ es: given, en: section('Your neighbourhood') });
    run();

    const top = document.querySelector('.early-root')!;
    expect(top.nextElementSibling?.id).toBe('root');
    expect(top.getAttribute('aria-hidden')).toBe('true');
    expect(top.querySelector('.home-section--first h2')?.textContent).toBe('<img src=x onerror=alert(1)>Tu barrio');
    expect(top.querySelectorAll('img')).toHaveLength(1);
    const poster = top.querySelector<HTMLImageElement>('.video.video--poster img.video__poster')!;
    expect(poster.getAttribute('srcset')).toBe('/uploads/s_m.jpg 400w, /uploads/m.jpg 800w');
    expect(poster.getAttribute('sizes')).toBe('min(calc(100vw - 2rem), 1168px, 63vh)');
    expect(document.querySelector('link[rel="preload"][as="image"]')?.getAttribute('imagesrcset')).toBe('/uploads/s_m.jpg 400w, /uploads/m.jpg 800w');
    await expect(early()['home-section1:es']).resolves.toEqual(given);
    expect(fetched(fetch)).toEqual(['/locales/es/messages.json']);
    expect(document.querySelector('link[rel="modulepreload"][href="/assets/home.js"]')).not.toBeNull();
  });

  it('takes the section of the language the member chose', async () => {
    localStorage.setItem('chispaUser', SESSION);
    localStorage.setItem('i18nextLng', 'en-GB');
    page({ es: section('Tu barrio'), en: section('Your neighbourhood') });
    run();
    expect(document.querySelector('.early-root h2')?.textContent).toBe('Your neighbourhood');
    await expect(early()['home-section1:en']).resolves.toEqual(section('Your neighbourhood'));
    expect(fetched(fetch)).toEqual(['/locales/en/messages.json']);
  });

  it('asks for the section when the page has none, and shows it only if the app has not rendered yet', async () => {
    localStorage.setItem('chispaUser', SESSION);
    page();
    run();
    expect(fetched(fetch)).toContain('/api/home-section1?populate=all&locale=es');
    await early()['home-section1:es'];
    expect(document.querySelector('.early-root h2')?.textContent).toBe('Preguntado');

    document.querySelector('.early-root')!.remove();
    document.getElementById('root')!.innerHTML = '<header>the app</header>';
    run();
    await early()['home-section1:es'];
    expect(document.querySelector('.early-root')).toBeNull();
  });

  it("reads the app's own keys", () => {
    expect(EARLY_SCRIPT_KEYS).toMatchObject({ sessionKey: SESSION_KEY, languageKey: LANGUAGE_KEY, persistedCacheKey: PERSISTED_CACHE_KEY });
  });

  describe('on a page served by the service worker', () => {
    beforeEach(() => {
      vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {} } });
      localStorage.setItem('chispaUser', SESSION);
    });

    /** The persisted query cache as the app's persister writes it, holding the first section or not. */
    function storeCache(withSection: boolean) {
      const client = new QueryClient();
      client.setQueryData(['projects', 'es'], []);
      if (withSection) client.setQueryData(homeSectionQueryOptions(1, 'es').queryKey, section('Guardado').body.data);
      localStorage.setItem(PERSISTED_CACHE_KEY, JSON.stringify({ buster: '1', timestamp: Date.now(), clientState: dehydrate(client) }));
    }

    it('draws nothing early when the last visit, the section included, is stored: the app renders the page at once', async () => {
      storeCache(true);
      page({ es: section('Tu barrio') });
      run();
      await expect(early()['home-section1:es']).resolves.toEqual(section('Tu barrio'));
      expect(document.querySelector('.early-root')).toBeNull();
      // The picture is still asked for first, and the page's chunks with the start chunk.
      expect(document.querySelector('link[rel="preload"][as="image"]')).not.toBeNull();
      expect(document.querySelector('link[rel="modulepreload"][href="/assets/home.js"]')).not.toBeNull();
      expect(codeAdded()).toBe(true);
    });

    it('still draws the top of the page when the section is not stored', async () => {
      storeCache(false);
      page({ es: section('Tu barrio') });
      run();
      await early()['home-section1:es'];
      expect(document.querySelector('.early-root h2')?.textContent).toBe('Tu barrio');
    });
  });

  it("has a worker read ICU's data in the page's language, on every page, and goes on without one", () => {
    const started: Array<{ url: string; message: unknown }> = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(private url: string) {}
        postMessage(message: unknown) {
          started.push({ url: this.url, message });
        }
      },
    );
    page();
    run();
    localStorage.setItem('i18nextLng', 'en-GB');
    run();
    expect(started).toEqual([
      { url: ICU_WARM_UP_URL, message: 'es' },
      { url: ICU_WARM_UP_URL, message: 'en' },
    ]);
    vi.stubGlobal('Worker', function () {
      throw new Error('refused by the content security policy');
    });
    document.head.innerHTML = '';
    run();
    expect(fetched(fetch)).toContain('/locales/en/messages.json');
    expect(document.querySelector('script[type="module"]')).not.toBeNull();
  });

  it('shows a guest nothing early and asks only for the catalog', () => {
    page({ es: section('Tu barrio') });
    run();
    expect(document.querySelector('.early-root')).toBeNull();
    expect(early()['home-section1:es']).toBeUndefined();
    expect(fetched(fetch)).toEqual(['/locales/es/messages.json']);
  });

  it('leaves a section without a picture to the app', async () => {
    localStorage.setItem('chispaUser', SESSION);
    page({ es: { status: 200, body: { data: { title: 'Sin imagen' } } } });
    run();
    await early()['home-section1:es'];
    expect(document.querySelector('.early-root')).toBeNull();
  });

  describe("adds the app's code", () => {
    const decode = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'decode');
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => {
      vi.useRealTimers();
      if (decode) Object.defineProperty(HTMLImageElement.prototype, 'decode', decode);
      else delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
    });

    /** Runs the script for a member whose early picture is still on its way (and then decodes at once). */
    function runWithPictureOnItsWay() {
      localStorage.setItem('chispaUser', SESSION);
      page({ es: section('Tu barrio') });
      const prototype = HTMLImageElement.prototype as { complete?: boolean; decode?: () => Promise<void> };
      Object.defineProperty(prototype, 'complete', { configurable: true, get: () => false });
      prototype.decode = () => Promise.resolve();
      try {
        run();
      } finally {
        delete prototype.complete;
      }
      return document.querySelector<HTMLImageElement>('.early-root img')!;
    }

    it('at once where it shows no early picture: a guest, another page', () => {
      page({ es: section('Tu barrio') });
      run();
      expect(codeAdded()).toBe(true);
      expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
    });

    it('once the early picture has arrived and two frames have passed, not before', async () => {
      const picture = runWithPictureOnItsWay();
      await vi.advanceTimersByTimeAsync(EARLY_PICTURE_WAIT_MS / 2);
      expect(codeAdded()).toBe(false);
      picture.dispatchEvent(new Event('load'));
      // jsdom's animation frames come every 16 ms.
      await vi.advanceTimersByTimeAsync(50);
      expect(codeAdded()).toBe(true);
      await vi.advanceTimersByTimeAsync(EARLY_PICTURE_WAIT_MS);
      expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
    });

    it('after EARLY_PICTURE_WAIT_MS when the picture does not arrive, and at once when it fails', async () => {
      runWithPictureOnItsWay();
      await vi.advanceTimersByTimeAsync(EARLY_PICTURE_WAIT_MS - 1);
      expect(codeAdded()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(codeAdded()).toBe(true);

      document.head.innerHTML = '';
      const failing = runWithPictureOnItsWay();
      expect(codeAdded()).toBe(false);
      failing.dispatchEvent(new Event('error'));
      expect(codeAdded()).toBe(true);
    });

    it('whatever fails in the rest of the script', () => {
      localStorage.setItem('chispaUser', SESSION);
      page();
      vi.stubGlobal('fetch', undefined);
      expect(run).toThrow();
      expect(codeAdded()).toBe(true);
    });
  });
});
