import type { Core } from '@strapi/strapi';

/** Content is written in Spanish (the default) and English. */
export async function ensureContentLocales(strapi: Core.Strapi) {
  const locales = strapi.plugin('i18n').service('locales');
  for (const [code, name] of [
    ['es', 'Spanish (es)'],
    ['en', 'English (en)'],
  ] as const) {
    if (!(await locales.findByCode(code))) await locales.create({ code, name });
  }
  if ((await locales.getDefaultLocale()) !== 'es') await locales.setDefaultLocale({ code: 'es' });
}
