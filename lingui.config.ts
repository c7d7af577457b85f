import type { LinguiConfig } from '@lingui/conf';

// Message ids are the spec's keys (login.errors.wrongEmail, …); the .po files are the source of
// truth for both languages and compile to /locales/{lng}/messages.json, fetched at run time.
const config: LinguiConfig = {
  locales: ['es', 'en'],
  sourceLocale: 'es',
  fallbackLocales: { default: 'es' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['src'] }],
  format: 'po',
  compileNamespace: 'json',
};

export default config;
