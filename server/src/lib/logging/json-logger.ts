import pino, { type DestinationStream, type Logger } from 'pino';
import { CENSOR, REDACTED_PATHS, scrubLine } from './scrub';

/** Strapi's (winston's npm) levels that pino lacks, placed between pino's own. */
export const EXTRA_LEVELS = { http: 25, verbose: 15 } as const;

export type JsonLogger = Logger<keyof typeof EXTRA_LEVELS>;

/**
 * The shape every JSON log line has (docs/deployment.md "Logs"): `time` (ISO), `level` (its name),
 * `msg`, and the entry's fields; known secret fields redacted and every line scrubbed last.
 * Written to standard output (a process manager or journald collects it) unless told otherwise.
 */
export function createJsonLogger(destination?: DestinationStream): JsonLogger {
  const options = {
    level: 'trace',
    customLevels: EXTRA_LEVELS,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    hooks: { streamWrite: scrubLine },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** JSON in production always, elsewhere when LOG_FORMAT=json; Strapi's readable lines otherwise. */
export const logsAsJson = (env: { LOG_FORMAT?: string; NODE_ENV?: string }) => env.NODE_ENV === 'production' || env.LOG_FORMAT === 'json';
