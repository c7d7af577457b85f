// @vitest-environment node
import { winston } from '@strapi/logger';
import { describe, expect, it } from 'vitest';
import { createJsonLogger, logsAsJson } from './json-logger';
import { winstonToPino } from './winston-to-pino';

/** A JSON logger writing into an array, and its lines parsed. */
function capture() {
  const written: string[] = [];
  const logger = createJsonLogger({ write: (line: string) => void written.push(line) });
  return { logger, written, entries: () => written.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('the JSON logger', () => {
  it('writes one JSON object per line with an ISO time, the level by name and the message', () => {
    const { logger, written, entries } = capture();
    logger.http({ requestId: 'abcdef0123', method: 'GET', route: '/api/projects/:id', status: 200, durationMs: 3.2 }, 'GET /api/projects/:id 200 (3.2 ms)');
    expect(written).toHaveLength(1);
    expect(written[0]!.endsWith('\n')).toBe(true);
    expect(written[0]!.trimEnd()).not.toContain('\n');
    expect(entries()[0]).toMatchObject({ level: 'http', msg: 'GET /api/projects/:id 200 (3.2 ms)', requestId: 'abcdef0123', route: '/api/projects/:id', status: 200, durationMs: 3.2 });
    expect(entries()[0]!.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('redacts known secret fields and scrubs e-mails and tokens from any text, error messages included', () => {
    const { logger, written } = capture();
    logger.info({ email: 'ana@example.org', body: { password: 'hunter2-hunter2' }, headers: { authorization: 'Bearer abc', cookie: 'strapi_up_refresh=xyz' }, keys: { p256dh: 'BNc', auth: 'q1' } }, 'signed in');
    logger.error({ err: new Error('mail to ana@example.org failed: 550') }, 'mail to ana@example.org failed');
    const text = written.join('');
    for (const secret of ['ana@example.org', 'hunter2', 'Bearer abc', 'xyz', 'BNc', 'q1']) expect(text).not.toContain(secret);
    expect(text).toContain('"email":"[redacted]"');
    expect(text).toContain('mail to [email] failed');
    expect(JSON.parse(written[1]!).err.message).toBe('mail to [email] failed: 550');
  });
});

describe("Strapi's winston logger, through pino", () => {
  it('keeps the message, the fields, the level (silly as trace) and an error with its stack', async () => {
    const { logger, entries } = capture();
    const strapiLog = winston.createLogger({
      levels: winston.config.npm.levels,
      level: 'silly',
      format: winston.format.errors({ stack: true }),
      transports: [new winston.transports.Stream({ stream: winstonToPino(logger) })],
    });
    strapiLog.info('Scheduled job throttle-sweep ran', { job: 'throttle-sweep', slot: 7, timestamp: 1795955187841 });
    strapiLog.error(new Error('boom for ana@example.org'));
    strapiLog.silly('details');
    await new Promise((resolve) => setImmediate(resolve));
    const [ran, boom, details] = entries();
    expect(ran).toMatchObject({ level: 'info', msg: 'Scheduled job throttle-sweep ran', job: 'throttle-sweep', slot: 7 });
    expect(ran).not.toHaveProperty('timestamp');
    expect(boom).toMatchObject({ level: 'error', msg: 'boom for [email]' });
    expect(String((boom!.err as { stack: string }).stack)).toMatch(/^Error: boom for \[email\]\n\s+at /);
    expect(details).toMatchObject({ level: 'trace', msg: 'details' });
  });
});

describe('logsAsJson', () => {
  it('is JSON in production whatever LOG_FORMAT says, elsewhere only when LOG_FORMAT=json', () => {
    expect(logsAsJson({ NODE_ENV: 'production' })).toBe(true);
    expect(logsAsJson({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toBe(true);
    expect(logsAsJson({ NODE_ENV: 'development', LOG_FORMAT: 'json' })).toBe(true);
    expect(logsAsJson({ NODE_ENV: 'development' })).toBe(false);
  });
});
