import { winston } from '@strapi/logger';
import { createJsonLogger, logsAsJson } from '../src/lib/logging/json-logger';
import { winstonToPino } from '../src/lib/logging/winston-to-pino';

type RequestState = { state?: { requestId?: string } };

/** The request being served, if any: Strapi keeps its context per request (AsyncLocalStorage). */
const requestId = winston.format((info) => {
  const context = (globalThis as { strapi?: { requestContext?: { get(): RequestState | undefined } } }).strapi?.requestContext?.get();
  if (context?.state?.requestId) info.requestId = context.state.requestId;
  return info;
});

/**
 * JSON (production always; elsewhere LOG_FORMAT=json): one JSON object per line, written by pino
 * (lib/logging/json-logger.ts), with the id of the request it belongs to (nginx's X-Request-Id,
 * passed through). Otherwise Strapi's readable lines (development; the server tests read them).
 */
export default ({ env }: { env: (name: string, fallback?: string) => string }) =>
  logsAsJson({ LOG_FORMAT: env('LOG_FORMAT', ''), NODE_ENV: env('NODE_ENV', 'development') })
    ? {
        format: winston.format.combine(requestId(), winston.format.errors({ stack: true })),
        transports: [new winston.transports.Stream({ stream: winstonToPino(createJsonLogger()) })],
      }
    : {};
