import type { Core } from '@strapi/strapi';
import { BODY_LIMITS, QUERY_LIMITS } from '../src/lib/body-limits';
import { onFileBegin } from '../src/lib/one-file-per-upload';

/** The app's origins (it proxies the API, so browsers rarely need CORS; other origins get none). */
const appOrigins = (env: Core.Config.Shared.ConfigParams['env']) =>
  env.array('APP_ORIGINS', [env('APP_URL', 'http://localhost:4173')]).map((url) => new URL(url).origin);

/** Where our own proxies connect from: loopback unless told otherwise. */
const trustedPeers = (env: Core.Config.Shared.ConfigParams['env']) =>
  env.array('TRUST_PROXY_FROM', ['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  // First: the whole answer is timed, and every refusal below is counted (lib/metrics/).
  'global::http-metrics',
  'global::request-id',
  { name: 'global::proxy-peer', config: { trustedPeers: trustedPeers(env) } },
  'global::request-log',
  'global::upload-headers',
  'global::error-codes',
  'strapi::errors',
  'global::database-unavailable',
  'strapi::security',
  { name: 'strapi::cors', config: { origin: appOrigins(env), credentials: true, headers: ['Content-Type', 'Authorization', 'X-XSRF-TOKEN', 'Idempotency-Key'] } },
  'strapi::poweredBy',
  // Lists and pages travel gzipped (the project list is 35 KB as JSON, about 6 KB compressed).
  'strapi::compression',
  { name: 'strapi::query', config: QUERY_LIMITS },
  // Limits on what a request may hold, before and right after the body parser (docs/decisions/security/request-limits.md).
  'global::body-limits',
  {
    name: 'strapi::body',
    config: {
      jsonLimit: BODY_LIMITS.textBytes,
      formLimit: BODY_LIMITS.textBytes,
      textLimit: BODY_LIMITS.textBytes,
      queryString: QUERY_LIMITS,
      includeUnparsed: true, // Stripe signs the raw webhook body
      formidable: {
        maxFileSize: BODY_LIMITS.fileBytes,
        maxFields: BODY_LIMITS.multipartFields,
        maxFieldsSize: BODY_LIMITS.multipartFieldBytes,
        onFileBegin,
      },
    },
  },
  'global::body-depth',
  'global::passwords',
  'strapi::session',
  'global::xsrf',
  'global::throttle',
  'global::refresh-token-cookie',
  'global::locale-fallback',
  'global::published-only',
  'global::query-shape',
  'strapi::favicon',
  'strapi::public',
];

export default config;
