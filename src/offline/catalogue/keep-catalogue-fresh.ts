import { CATALOGUE_MESSAGE, type CatalogueAsk } from './catalogue-ask';
import { getSession, subscribeToSession } from '../../lib/session';
import { currentLanguage, i18n } from '../../lib/i18n';

/**
 * How long after the worker controls the page (itself 3 s and an idle moment after load), or after
 * a change, the catalogue is asked for, then at the browser's next idle moment: the page's own first
 * data and pictures come first, and a member who only passes by costs nothing.
 */
export const CATALOGUE_DELAY_MS = 10_000;
/** Coming back to the app asks again at most this often (the worker then only checks the content's version). */
const RECHECK_MS = 10 * 60 * 1000;
/** The widest a card's picture and a page's picture are shown (CSS px; see the cards' and pages' styles). */
const CARD_MAX_WIDTH = 380;
const PAGE_MAX_WIDTH = 1200;

type Connection = { saveData?: boolean; type?: string };

/** Device pixels, rounded up to a hundred: turning a phone or resizing a window a little stores nothing new. */
const devicePixels = (cssPixels: number) => Math.ceil((Math.max(cssPixels, 1) * Math.min(window.devicePixelRatio || 1, 3)) / 100) * 100;

/** The catalogue this member wants: their language, their screen, and no pictures on Save-Data or a mobile connection. */
export function catalogueAsk(): CatalogueAsk {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return {
    language: currentLanguage(),
    cardWidth: devicePixels(Math.min(window.innerWidth - 32, CARD_MAX_WIDTH)),
    pageWidth: devicePixels(Math.min(window.innerWidth, PAGE_MAX_WIDTH)),
    pictures: !connection?.saveData && connection?.type !== 'cellular',
  };
}

let timer: ReturnType<typeof setTimeout> | undefined;
let lastAsked = 0;

function askNow() {
  if (!getSession() || !navigator.onLine) return;
  const worker = navigator.serviceWorker.controller;
  if (!worker) return;
  lastAsked = Date.now();
  worker.postMessage({ type: CATALOGUE_MESSAGE, ask: catalogueAsk() });
}

function schedule() {
  clearTimeout(timer);
  timer = setTimeout(() => ('requestIdleCallback' in window ? window.requestIdleCallback(askNow, { timeout: CATALOGUE_DELAY_MS }) : askNow()), CATALOGUE_DELAY_MS);
}

/** An installed app's storage is asked to be kept: Safari, for one, may otherwise erase it after 7 days without a visit. */
function askToKeepStorage() {
  const installed = window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (installed) void navigator.storage?.persist?.().catch(() => false);
}

/**
 * Keeps the worker's offline catalogue (sw/catalogue) up to date for the signed-in member: asked
 * once the page has settled, again when the language or the member changes, when the connection
 * comes back and when the member returns to the app. The worker does nothing when the content has
 * not changed since its last complete run.
 */
export function keepCatalogueFresh() {
  if (navigator.serviceWorker.controller) schedule();
  else navigator.serviceWorker.addEventListener('controllerchange', schedule, { once: true });
  i18n.on('change', schedule);
  // Another member signs in (not a renewed token, which changes nothing the catalogue holds).
  let member = getSession()?.userId;
  subscribeToSession(() => {
    const now = getSession()?.userId;
    if (now !== undefined && now !== member) schedule();
    member = now;
  });
  window.addEventListener('online', schedule);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastAsked > RECHECK_MS) schedule();
  });
  askToKeepStorage();
  window.addEventListener('appinstalled', askToKeepStorage);
}
