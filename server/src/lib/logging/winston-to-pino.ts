import { Writable } from 'node:stream';
import type { JsonLogger } from './json-logger';

type WinstonEntry = { level: string; message?: unknown; stack?: unknown; timestamp?: unknown; [field: string]: unknown };

const LEVELS = new Set(['error', 'warn', 'info', 'http', 'verbose', 'debug']);

/**
 * Strapi logs through winston (`strapi.log.info(message, fields)`); in JSON mode its one transport
 * is this stream, which hands each entry to pino: the message as `msg`, the fields as fields, an
 * error's stack under `err`. Winston's `silly` is pino's `trace`.
 */
export function winstonToPino(logger: JsonLogger): Writable {
  return new Writable({
    objectMode: true,
    write(entry: WinstonEntry, _encoding, done) {
      // `timestamp` is a few Strapi modules' own (epoch ms): the line has its `time`.
      const { level, message, stack, timestamp: _timestamp, ...fields } = entry;
      const msg = typeof message === 'string' ? message : JSON.stringify(message);
      const withError = typeof stack === 'string' ? { ...fields, err: { stack } } : fields;
      if (LEVELS.has(level)) logger[level as 'error'](withError, msg);
      else logger.trace(withError, msg);
      done();
    },
  });
}
