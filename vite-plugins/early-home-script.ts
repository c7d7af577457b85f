import type { CodeTags } from './code-tags.ts';
import {
  DESKTOP_FROM,
  POSTER_SIZES,
  SECTION_IMAGE_SIZES,
  firstSectionPicture,
  isVimeoVideo,
  pictureSrcset,
} from '../src/features/home/first-section-picture.mjs';

export type EarlyHomeOptions = {
  /** Attributes of the `<link>`s that fetch the home page's own chunks and styles. */
  links: Record<string, string>[];
  /** src/lib/session.ts's SESSION_KEY (not imported: that module is browser code). */
  sessionKey: string;
  /** src/lib/i18n.ts's LANGUAGE_KEY. */
  languageKey: string;
  /** The id of the data block the app server puts the first section in (scripts/lib/app-server/home-shell.mjs). */
  earlySectionsId: string;
  /** src/query-client.ts's PERSISTED_CACHE_KEY. */
  persistedCacheKey: string;
  /** The app's code, which this script adds to the page (vite-plugins/code-tags.ts). */
  code: CodeTags;
};

/**
 * How long the code waits at most for the early picture: a picture that has not arrived by then (a
 * stalled request) no longer holds the code back.
 */
export const EARLY_PICTURE_WAIT_MS = 1000;

/**
 * The worker that reads ICU's data off the page's thread (public/icu-warm-up.js, shipped as written,
 * so written small: it counts in the home route's JS budget). The first Intl object a page makes
 * reads ICU's data: 20-70 ms in Chromium, the longest single step of the start. ICU keeps what it has
 * read for the whole renderer process, workers included: made there, while the page waits for its
 * picture and code, with the page's language, the app's own formats (Lingui's numbers and plurals,
 * the dates) cost it well under a millisecond afterwards. It makes one of each and ends.
 */
export const ICU_WARM_UP_URL = '/icu-warm-up.js';

/**
 * index.html's first script (see homePreload). On every page it asks for the language's catalog,
 * which the app waits for before its first render (src/lib/i18n.ts takes the answer). On the home
 * page with a member signed in (the installed app's start page) it also:
 * - takes the first home section from the page, or asks for it, and hands that answer to the app
 *   (src/lib/early-data.ts, features/home/api.ts);
 * - preloads the section's picture, the largest thing above the cards, with the srcset and sizes of
 *   the page's `<img>`;
 * - shows the top of the home page as the app lays it out (routes/__root.tsx, features/home/components/
 *   HomePage.tsx, SectionMedia.tsx and VideoPoster.tsx: the header's bar, the section's
 *   title, subtitle and picture) in `.early-root`, before the app's root, until the app first renders
 *   (src/lib/early-paint.ts removes it): the picture is on the screen while the code is on its way.
 *   Not on a warm start (the service worker serves the code and the last visit's data, the section
 *   included, is stored): the app's first render is then the page itself, cards and all, and drawing
 *   and decoding an early picture would only hold it back;
 * - fetches the home page's chunks with the start chunk.
 * On every page it also has a worker read ICU's data (public/icu-warm-up.js), which the app's number,
 * plural and date formats need and which costs the page's thread 20-70 ms when it is first read there.
 * On every page it then adds the app's code (its entry module and the modules Vite preloads): at
 * once (src/main.tsx waits for the page to be parsed), or when the early picture is shown, once that
 * picture is painted (at most EARLY_PICTURE_WAIT_MS later): over a slow connection the picture's
 * request no longer shares the line with 120 KB of code, and a slow phone paints it before spending
 * a second on that code. It does so whatever happens to the rest of this script.
 * The language follows src/lib/i18n.ts's resolveLanguage: en, else es.
 */
export function earlyHomeScript({ links, sessionKey, languageKey, earlySectionsId, persistedCacheKey, code }: EarlyHomeOptions): string {
  return `
      // The catalog, and on the home page its first section, its picture and chunks; then the app's code (vite-plugins/early-home-script.ts).
      (function () {
        function whenParsed(callback) {
          if (document.readyState !== 'loading') callback();
          else document.addEventListener('readystatechange', callback, { once: true });
        }
        var codeAdded = false;
        function addCode() {
          if (codeAdded) return;
          codeAdded = true;
          ${JSON.stringify(code.preloads)}.forEach(function (attributes) {
            var link = document.createElement('link');
            for (var name in attributes) link.setAttribute(name, attributes[name]);
            document.head.appendChild(link);
          });
          var entry = document.createElement('script');
          entry.type = 'module';
          entry.crossOrigin = '';
          entry.src = ${JSON.stringify(code.entry)};
          document.head.appendChild(entry);
        }
        // The early picture arrived, decoded, then the frame that shows it: by the task after the
        // second animation frame, the first has been presented.
        function afterEarlyPicture(callback) {
          var picture = document.querySelector('.early-root img');
          if (!picture) return callback();
          var done = false;
          function once() {
            if (done) return;
            done = true;
            callback();
          }
          setTimeout(once, ${EARLY_PICTURE_WAIT_MS});
          function painted() {
            var decoded = picture.decode ? picture.decode().catch(function () {}) : Promise.resolve();
            decoded.then(function () {
              requestAnimationFrame(function () {
                requestAnimationFrame(function () {
                  setTimeout(once, 0);
                });
              });
            });
          }
          if (picture.complete) painted();
          else {
            picture.addEventListener('load', painted, { once: true });
            picture.addEventListener('error', once, { once: true });
          }
        }
        // Whether the page will draw the early picture as soon as it is parsed (show, below).
        var drawsEarly = false;
        try {
          earlyHome();
        } finally {
          if (drawsEarly) {
            whenParsed(function () {
              afterEarlyPicture(addCode);
            });
          } else addCode();
        }
        function earlyHome() {
          var DESKTOP_FROM = ${JSON.stringify(DESKTOP_FROM)};
          var POSTER_SIZES = ${JSON.stringify(POSTER_SIZES)};
          var SECTION_IMAGE_SIZES = ${JSON.stringify(SECTION_IMAGE_SIZES)};
          ${isVimeoVideo.toString()}
          ${firstSectionPicture.toString()}
          ${pictureSrcset.toString()}
          var early = {};
          window.__chispaEarly = early;
          function answerOf(url) {
            return fetch(url, { headers: { Accept: 'application/json' } })
              .then(function (response) {
                if (response.status === 404) return { status: 404 };
                return response.ok ? response.json().then(function (body) { return { status: 200, body: body }; }) : null;
              })
              .catch(function () { return null; });
          }
          function element(tag, className, text) {
            var node = document.createElement(tag);
            if (className) node.className = className;
            if (text) node.textContent = text;
            return node;
          }
          var language = 'es';
          var home = false;
          try {
            var stored = (localStorage.getItem(${JSON.stringify(languageKey)}) || '').trim().toLowerCase().split(/[-_]/)[0];
            language = stored === 'en' ? 'en' : 'es';
            home = location.pathname === '/' && !!localStorage.getItem(${JSON.stringify(sessionKey)});
          } catch (error) {
            // storage refused: Spanish, and no guess at the page
          }
          // ICU's data, read by a worker while this page waits for its picture and code (public/icu-warm-up.js).
          try {
            if (typeof Worker === 'function') new Worker(${JSON.stringify(ICU_WARM_UP_URL)}).postMessage(language);
          } catch (error) {
            // no worker: the app's start reads it on this thread (src/start.tsx, intlWarmUps)
          }
          var warm = false;
          try {
            // features/home/api.ts's query key for the section, as the persisted cache writes it.
            var storedSection = JSON.stringify(['home-section', 1, language]);
            warm = home && !!navigator.serviceWorker && !!navigator.serviceWorker.controller &&
              (localStorage.getItem(${JSON.stringify(persistedCacheKey)}) || '').indexOf(storedSection) !== -1;
          } catch (error) {
            warm = false;
          }
          function preload(picture) {
            var link = document.createElement('link');
            link.setAttribute('rel', 'preload');
            link.setAttribute('as', 'image');
            link.setAttribute('href', picture.media.url);
            link.setAttribute('fetchpriority', 'high');
            var srcset = pictureSrcset(picture.media);
            if (srcset) {
              link.setAttribute('imagesrcset', srcset);
              link.setAttribute('imagesizes', picture.sizes);
            }
            document.head.appendChild(link);
          }
          function paint(section, picture) {
            var root = document.getElementById('root');
            if (!root || root.firstChild || document.querySelector('.early-root')) return;
            var media = picture.media;
            var image = element('img', picture.video ? 'video__poster' : 'home-section__image');
            image.alt = '';
            image.setAttribute('fetchpriority', 'high');
            // Painted in the first frame after it arrives, not in a later one after an off-thread decode.
            image.decoding = 'sync';
            if (media.width && media.height) {
              image.width = media.width;
              image.height = media.height;
            }
            var srcset = pictureSrcset(media);
            if (srcset) {
              image.sizes = picture.sizes;
              image.srcset = srcset;
            }
            image.src = media.url;
            var first = element('section', 'home-section home-section--first');
            if (section.title) first.appendChild(element('h2', '', section.title));
            if (section.subtitle) first.appendChild(element('p', 'muted', section.subtitle));
            if (picture.video) {
              var frame = element('div', 'video video--poster');
              frame.appendChild(image);
              first.appendChild(frame);
            } else first.appendChild(image);
            var page = element('section', 'page home');
            page.lang = language;
            page.appendChild(first);
            var main = element('main');
            main.appendChild(page);
            var top = element('div', 'early-root');
            top.setAttribute('aria-hidden', 'true');
            top.appendChild(element('header', 'header'));
            top.appendChild(main);
            root.parentNode.insertBefore(top, root);
          }
          function show(answer) {
            try {
              var section = answer && answer.status === 200 && answer.body && answer.body.data;
              var picture = section && firstSectionPicture(section, window.matchMedia(DESKTOP_FROM).matches);
              if (picture) {
                preload(picture);
                if (!warm) {
                  drawsEarly = true;
                  whenParsed(function () {
                    paint(section, picture);
                  });
                }
              }
            } catch (error) {
              // the page reads the section itself
            }
            return answer;
          }
          if (home) {
            // First, as it is what the member sees first: the app server's copy of the section, or an answer.
            var given = null;
            try {
              var data = document.getElementById(${JSON.stringify(earlySectionsId)});
              given = data ? JSON.parse(data.textContent)[language] || null : null;
            } catch (error) {
              given = null;
            }
            early['home-section1:' + language] = given ? Promise.resolve(show(given)) : answerOf('/api/home-section1?populate=all&locale=' + language).then(show);
          }
          early['catalog:' + language] = answerOf('/locales/' + language + '/messages.json');
          if (!home) return;
          ${JSON.stringify(links)}.forEach(function (attributes) {
            var link = document.createElement('link');
            link.crossOrigin = '';
            for (var name in attributes) link.setAttribute(name, attributes[name]);
            document.head.appendChild(link);
          });
        }
      })();
    `;
}
