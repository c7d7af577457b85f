// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { logProblems, personalDataIn, shapeProblemOf } from './log-check.mjs';

const line = (fields) => JSON.stringify({ level: 'info', time: '2026-11-29T12:00:00.000Z', pid: 1, msg: 'Strapi started successfully', ...fields });
const request = (fields) =>
  line({ level: 'http', msg: 'GET /api/projects/:id 200 (3.1 ms)', requestId: '0123456789abcdef0123456789abcdef', method: 'GET', route: '/api/projects/:id', status: 200, durationMs: 3.1, ...fields });

describe('personalDataIn', () => {
  it('finds e-mails (also percent-encoded), JWTs, bearer tokens, password values and the known passwords', () => {
    expect(personalDataIn(line({ msg: 'mail to member-1@chispa.test failed' }))).toBe('an e-mail address');
    expect(personalDataIn(line({ msg: '/x?to=member-1%40chispa.test' }))).toBe('an e-mail address');
    expect(personalDataIn(line({ msg: 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2ln' }))).toBe('a JWT');
    expect(personalDataIn(line({ msg: 'Authorization: Bearer abc123' }))).toBe('a bearer token');
    expect(personalDataIn(line({ body: { password: 'x' } }))).toBe('a password field');
    expect(personalDataIn(line({ msg: 'POST /reset?newPassword=x' }))).toBe('a password field');
    expect(personalDataIn(line({ msg: 'typed member-pass-2026' }), { passwords: ['member-pass-2026'] })).toBe('the password "member-pass-2026"');
  });

  it('finds push endpoints and keys, and identity document numbers', () => {
    expect(personalDataIn(line({ msg: 'sent to https://fcm.googleapis.com/fcm/send/abc' }))).toBe('a push endpoint');
    expect(personalDataIn(line({ msg: 'sent to https://localhost:4443/push/1' }), { pushOrigins: ['https://localhost:4443'] })).toBe('a push endpoint');
    expect(personalDataIn(line({ keys: { p256dh: 'BNc' } }))).toBe('a push key or endpoint');
    expect(personalDataIn(line({ msg: 'census line 12345678Z refused' }))).toBe('an identity document number');
    expect(personalDataIn(line({ msg: 'census line x1234567l refused' }))).toBe('an identity document number');
  });

  it('passes what the logs rightly hold: censored fields, route templates with the word "password", ids and times', () => {
    expect(personalDataIn(request({ route: '/api/auth/reset-password', msg: 'POST /api/auth/reset-password 200 (4 ms)' }))).toBeUndefined();
    expect(personalDataIn(line({ password: '[redacted]', headers: { authorization: '[redacted]' }, msg: 'Bearer [redacted] to [email]' }))).toBeUndefined();
    expect(personalDataIn(request({ requestId: 'c0a8012e-4f7a-4b8e-9d7e-0123456789ab' }))).toBeUndefined();
  });
});

describe('shapeProblemOf', () => {
  it('takes JSON lines with time, level and msg, and request lines with their fields', () => {
    expect(shapeProblemOf(line({}))).toBeUndefined();
    expect(shapeProblemOf(request({}))).toBeUndefined();
    for (const route of ['/api/*', '/admin/:path*', '/api/things/:id?', 'unmatched']) expect(shapeProblemOf(request({ route }))).toBeUndefined();
  });

  it('names what a line lacks', () => {
    expect(shapeProblemOf('[2026-11-29 12:00:00.000] info: Strapi started')).toBe('is not JSON');
    expect(shapeProblemOf('[1]')).toBe('is not a JSON object');
    expect(shapeProblemOf(line({ time: 1764417600000 }))).toBe('has no ISO `time`');
    expect(shapeProblemOf(line({ level: 30 }))).toBe('has no `level` name');
    expect(shapeProblemOf(line({ msg: undefined }))).toBe('has no `msg`');
    expect(shapeProblemOf(request({ requestId: undefined }))).toBe('is a request line without `requestId`');
    expect(shapeProblemOf(request({ durationMs: undefined }))).toBe('is a request line without `status` and `durationMs`');
  });

  it('refuses a route that is a path (an id, a uuid, a document id) or holds a query', () => {
    for (const route of ['/api/projects/42', '/api/projects/abcdefghij0123456789klmn', '/api/gifts/c0a8012e-4f7a-4b8e-9d7e-0123456789ab', '/api/projects?locale=es']) {
      expect(shapeProblemOf(request({ route }))).toBe('is a request line whose `route` is not a template');
    }
  });
});

describe('logProblems', () => {
  it('names each bad line by file and number', () => {
    const text = [line({}), line({ msg: 'to ana@example.org' }), '', 'plain text', ''].join('\n');
    expect(logProblems(text, { name: 'strapi.log' })).toEqual([
      `strapi.log:2 holds an e-mail address: ${line({ msg: 'to ana@example.org' })}`,
      'strapi.log:4 is not JSON: plain text',
    ]);
  });
});
