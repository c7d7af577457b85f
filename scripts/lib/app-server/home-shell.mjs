// The home page (/, the installed app's start page) answered with its first section in the page, in
// each language: index.html's first script (vite-plugins/early-home-script.ts) shows that section's
// picture and hands the section to the app without a request, so the picture is on the screen before
// the app's code has run. For a browser that keeps a session, the picture is also preloaded from the
// page's head, ahead of the scripts.
import { readFileSync } from 'node:fs';
import { DESKTOP_FROM, firstSectionPicture, pictureSrcset } from '../../../src/features/home/first-section-picture.mjs';
import { acceptsPage } from './navigation.mjs';
import { notFound } from './errors.mjs';
import { askPublicApi } from './public-api.mjs';
import { escapeHtml } from './link-preview-head.mjs';

/** The id the inline script reads (vite-plugins/home-preload.ts). */
export const EARLY_SECTIONS_ID = 'chispa-early-sections';
const LANGUAGES = ['es', 'en'];
/** The page waits this long at most: a slow Strapi leaves the section to the app, as without this. */
const LOOKUP_TIMEOUT_MS = 300;

/**
 * The answer of Strapi's public API for the first home section, in the shape the inline script gives
 * the app (src/lib/early-data.ts): the body of a 200, a 404 (no section), or null (ask again).
 * @param {import('./public-api.mjs').Asker} from
 * @returns {Promise<{ status: 200, body: unknown } | { status: 404 } | null>}
 */
async function readFirstSection(apiTarget, language, from) {
  try {
    const response = await askPublicApi(apiTarget, '/api/home-section1', { language, from, timeoutMs: LOOKUP_TIMEOUT_MS });
    if (response.status === 404) return { status: 404 };
    if (!response.ok) return null;
    const body = await response.json();
    return body && typeof body === 'object' ? { status: 200, body } : null;
  } catch {
    return null;
  }
}

/** JSON that can sit inside a <script> element: nothing in it can close the element or start a comment. */
export function jsonInScript(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Whether this browser keeps a member's session: the XSRF cookie lives as long as the session
 * (server/src/middlewares/xsrf.ts) and, unlike the refresh cookie, is sent with pages. A guest who
 * used the API in this browser session has one too, and only downloads the picture for nothing.
 */
export function keepsSession(cookieHeader = '') {
  return /(?:^|;\s*)XSRF-TOKEN=[a-f0-9]{64}(?:;|$)/.test(cookieHeader);
}

/**
 * Preloads of the first section's picture, one per device (media query), where every language shows
 * the same picture: the page does not know the member's language (the app keeps it in the browser).
 * @param {Record<string, { status: number, body?: any } | null>} sections by language
 */
export function picturePreloads(sections) {
  const answers = Object.values(sections);
  if (answers.length === 0 || answers.some((answer) => answer?.status !== 200)) return '';
  return [
    { desktop: false, media: `not all and ${DESKTOP_FROM}` },
    { desktop: true, media: DESKTOP_FROM },
  ]
    .map(({ desktop, media }) => {
      const pictures = answers.map((answer) => (answer.body?.data ? firstSectionPicture(answer.body.data, desktop) : null));
      const [picture] = pictures;
      if (!picture || pictures.some((other) => other?.media.url !== picture.media.url)) return '';
      const srcset = pictureSrcset(picture.media);
      const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(picture.sizes)}"` : '';
      return `<link rel="preload" as="image" href="${escapeHtml(picture.media.url)}"${responsive} media="${escapeHtml(media)}" fetchpriority="high">\n    `;
    })
    .join('');
}

/**
 * index.html with the sections as a data block (never run, so outside the CSP's script hashes) and,
 * with `preload`, their picture's preloads, before its first script, which reads the block. Languages
 * whose section could not be read are left out.
 * @param {string} indexHtml
 * @param {Record<string, object | null>} sections by language
 */
export function withEarlySections(indexHtml, sections, { preload = false } = {}) {
  const known = Object.fromEntries(Object.entries(sections).filter(([, answer]) => answer !== null));
  if (Object.keys(known).length === 0) return indexHtml;
  const at = indexHtml.indexOf('<script');
  if (at === -1) throw new Error('index.html has no <script> to put the home sections before');
  const block = `<script type="application/json" id="${EARLY_SECTIONS_ID}">${jsonInScript(known)}</script>\n    `;
  const links = preload ? picturePreloads(sections) : '';
  return indexHtml.slice(0, at) + links + block + indexHtml.slice(at);
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ apiTarget: string, indexFile: string }} options
 */
export async function registerHomeShell(app, { apiTarget, indexFile }) {
  const indexHtml = readFileSync(indexFile, 'utf8');
  app.get('/', async (request, reply) => {
    if (!acceptsPage(request)) return notFound(reply);
    const answers = await Promise.all(LANGUAGES.map((language) => readFirstSection(apiTarget, language, request)));
    const sections = Object.fromEntries(LANGUAGES.map((language, i) => [language, answers[i]]));
    const html = withEarlySections(indexHtml, sections, { preload: keepsSession(request.headers.cookie) });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
