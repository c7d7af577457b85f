import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { earlyHomeScript } from './early-home-script';
import { EARLY_SCRIPT_KEYS } from './home-preload';
import { SESSION_KEY } from '../src/lib/session';
import { LANGUAGE_KEY } from '../src/lib/i18n';
import { PERSISTED_CACHE_KEY } from '../src/query-client';
import { homeSectionQueryOptions } from '../src/features/home/api';

const OPTIONS = { links: [{ rel: 'modulepreload', href: '/assets/home.js' }], ...EARLY_SCRIPT_KEYS };
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
    expect(document.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/home.js');
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
      expect(document.querySelector('link[rel="modulepreload"]')).not.toBeNull();
    });

    it('still draws the top of the page when the section is not stored', async () => {
      storeCache(false);
      page({ es: section('Tu barrio') });
      run();
      await early()['home-section1:es'];
      expect(document.querySelector('.early-root h2')?.textContent).toBe('Tu barrio');
    });
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
});
