import { formats, i18n, type Messages } from '@lingui/core';
import ky from 'ky';
import * as v from 'valibot';
import { takeEarly } from './early-data';

/** Languages the product knows; only those with a catalog are offered in the selector. */
export const CONFIGURED_LANGUAGES = ['es', 'en', 'ca', 'fr'] as const;
export const OFFERED_LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof OFFERED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
export const LANGUAGE_KEY = 'i18nextLng';

const CatalogSchema = v.object({ messages: v.record(v.string(), v.unknown()) });

/** es and en are served as they are; ca, fr and anything unknown fall back to es. */
export function resolveLanguage(requested: string | null | undefined): Language {
  const base = requested?.trim().toLowerCase().split(/[-_]/)[0];
  return base === 'en' ? 'en' : DEFAULT_LANGUAGE;
}

export function storedLanguage(): Language {
  return resolveLanguage(localStorage.getItem(LANGUAGE_KEY));
}

export function currentLanguage(): Language {
  return resolveLanguage(i18n.locale || storedLanguage());
}

/** A catalog request that hangs (a train between stations) is retried, not waited on for ever. */
const CATALOG_TIMEOUT_MS = 10_000;

/**
 * Fetches /locales/{lng}/messages.json, retrying up to 5 times from 350 ms, doubling; the first time,
 * index.html's own request for it, when it was answered (vite-plugins/home-preload.ts).
 */
export async function fetchCatalog(language: Language): Promise<Messages> {
  const early = await takeEarly(`catalog:${language}`);
  if (early?.status === 200) return v.parse(CatalogSchema, early.body).messages as Messages;
  const body = await ky
    .get(new URL(`/locales/${language}/messages.json`, globalThis.location.origin), {
      timeout: CATALOG_TIMEOUT_MS,
      retry: {
        limit: 5,
        methods: ['get'],
        statusCodes: [408, 413, 429, 500, 502, 503, 504],
        delay: (attempt) => 350 * 2 ** (attempt - 1),
        retryOnTimeout: true,
      },
    })
    .json();
  return v.parse(CatalogSchema, body).messages as Messages;
}

const loaded = new Map<Language, Messages>();

/** Loads the language's catalog, activates it, stores the choice and sets <html lang>. */
export async function activateLanguage(requested: string): Promise<Language> {
  const language = resolveLanguage(requested);
  let messages = loaded.get(language);
  if (!messages) {
    messages = await fetchCatalog(language);
    loaded.set(language, messages);
  }
  i18n.loadAndActivate({ locale: language, messages });
  if (localStorage.getItem(LANGUAGE_KEY) !== language) localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  return language;
}

/**
 * The page's first Intl object loads ICU's common data (20-40 ms in Chromium), the first number format
 * its number data (10-60 ms more). The first page needs both (plural messages, the header's DIDs, the
 * cards' days left): made while the app waits for its catalog and stored data, each in a task of its
 * own, they are paid in that wait and in two short tasks instead of one long one (issue 32).
 * Lingui keeps the number format; its own plural rules cost well under a millisecond afterwards.
 */
export const intlWarmUps = (language: string): Array<() => void> => [
  () => new Intl.PluralRules(language).select(1),
  () => warmUpNumberFormat(language),
];

/** Makes the formatter `i18n.number` will use for `language` (Lingui keeps it). */
export function warmUpNumberFormat(language: string) {
  formats.number(language, 0);
}

export { i18n };
