import { winston } from '@strapi/logger';

type RequestState = { state?: { requestId?: string } };

/** The request being served, if any: Strapi keeps its context per request (AsyncLocalStorage). */
const requestId = winston.format((info) => {
  const context = (globalThis as { strapi?: { requestContext?: { get(): RequestState | undefined } } }).strapi?.requestContext?.get();
  if (context?.state?.requestId) info.requestId = context.state.requestId;
  return info;
});

/**
 * LOG_FORMAT=json (production behind a log collector): one JSON object per line, with its time and
 * the id of the request it belongs to (nginx's X-Request-Id, passed through). Otherwise Strapi's
 * readable lines.
 */
export default ({ env }: { env: (name: string, fallback?: string) => string }) =>
  env('LOG_FORMAT', 'pretty') === 'json'
    ? { format: winston.format.combine(requestId(), winston.format.timestamp(), winston.format.errors({ stack: true }), winston.format.json()) }
    : {};
