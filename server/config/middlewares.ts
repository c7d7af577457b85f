import type { Core } from '@strapi/strapi';

/** The app's origins (it proxies the API, so browsers rarely need CORS; other origins get none). */
const appOrigins = (env: Core.Config.Shared.ConfigParams['env']) =>
  env.array('APP_ORIGINS', [env('APP_URL', 'http://localhost:4173')]).map((url) => new URL(url).origin);

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'global::upload-headers',
  'global::error-codes',
  'strapi::errors',
  'strapi::security',
  { name: 'strapi::cors', config: { origin: appOrigins(env), credentials: true, headers: ['Content-Type', 'Authorization', 'X-XSRF-TOKEN', 'Idempotency-Key'] } },
  'strapi::poweredBy',
  // Lists and pages travel gzipped (the project list is 35 KB as JSON, about 6 KB compressed).
  'strapi::compression',
  'strapi::query',
  {
    name: 'strapi::body',
    config: {
      jsonLimit: '256kb',
      formLimit: '256kb',
      textLimit: '256kb',
      includeUnparsed: true, // Stripe signs the raw webhook body
      formidable: { maxFileSize: 3_000_000 },
    },
  },
  'strapi::session',
  'global::xsrf',
  'global::locale-fallback',
  'global::published-only',
  'strapi::favicon',
  'strapi::public',
];

export default config;
