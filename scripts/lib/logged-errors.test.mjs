import { describe, expect, it } from 'vitest';
import { loggedErrors } from './logged-errors.mjs';

const log = [
  '[2026-11-27 19:19:15.250] \u001b[32minfo\u001b[39m: booted',
  '[2026-11-27 19:19:16.001] \u001b[31merror\u001b[39m: select failed',
  'error: deadlock detected',
  '    at Parser.parseErrorMessage (node_modules/pg-protocol/dist/parser.js:283:98)',
  '',
  '[2026-11-27 19:19:16.100] \u001b[33mwarn\u001b[39m: slow',
  '    not part of an error',
  '[2026-11-27 19:19:17.000] \u001b[31merror\u001b[39m: second',
].join('\n');

describe('loggedErrors', () => {
  it('keeps each error entry with its stack, without colours, and nothing else', () => {
    expect(loggedErrors(log)).toEqual([
      '[2026-11-27 19:19:16.001] error: select failed\nerror: deadlock detected\n    at Parser.parseErrorMessage (node_modules/pg-protocol/dist/parser.js:283:98)',
      '[2026-11-27 19:19:17.000] error: second',
    ]);
  });

  it('keeps the last ones, each cut to its first lines', () => {
    expect(loggedErrors(log, { limit: 1 })).toEqual(['[2026-11-27 19:19:17.000] error: second']);
    expect(loggedErrors(log, { linesPerEntry: 2 })[0]).toBe('[2026-11-27 19:19:16.001] error: select failed\nerror: deadlock detected');
  });
});

describe('loggedErrors of JSON lines (LOG_FORMAT=json)', () => {
  const json = [
    JSON.stringify({ level: 'info', time: '2026-11-29T12:00:00.000Z', msg: 'booted' }),
    JSON.stringify({ level: 'error', time: '2026-11-29T12:00:01.000Z', msg: 'select failed', requestId: 'abc', err: { stack: 'Error: select failed\n    at query (db.js:1:1)' } }),
    JSON.stringify({ level: 'http', time: '2026-11-29T12:00:02.000Z', msg: 'GET /api/projects 500 (3 ms)' }),
    JSON.stringify({ level: 'error', time: '2026-11-29T12:00:03.000Z', msg: 'second' }),
  ].join('\n');

  it('keeps each error line with its stack, as readable lines', () => {
    expect(loggedErrors(json)).toEqual(['[2026-11-29T12:00:01.000Z] error: select failed\nError: select failed\n    at query (db.js:1:1)', '[2026-11-29T12:00:03.000Z] error: second']);
    expect(loggedErrors(json, { linesPerEntry: 2 })[0]).toBe('[2026-11-29T12:00:01.000Z] error: select failed\nError: select failed');
  });
});
