// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as server from '../../../server/src/lib/logging/scrub.ts';
import * as app from './log-scrub.mjs';

// Strapi and the app server scrub their lines alike: two copies (the server's build holds only
// server/), each held to the same cases here.
const CASES = [
  ['mail to member-1a2b@chispa.test failed: 550', 'mail to [email] failed: 550'],
  ['GET /api/check?email=ana.ruiz%40example.org', 'GET /api/check?email=[redacted]'],
  ['Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [redacted]'],
  ['token eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl expired', 'token [token] expired'],
  ['http://127.0.0.1:4173/reset?code=9f8e7d6c5b4a', 'http://127.0.0.1:4173/reset?code=[redacted]'],
  ['/unsubscribe?token=abc&lang=es', '/unsubscribe?token=[redacted]&lang=es'],
  ['/gift?giftToken=xyz /confirm?confirmation=abc', '/gift?giftToken=[redacted] /confirm?confirmation=[redacted]'],
  ['{"password":"x"} password=hunter2', '{"password":"x"} password=[redacted]'],
  ['sent to https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b', 'sent to [push endpoint]'],
  ['sent to https://localhost:4443/push/7d1c (201)', 'sent to [push endpoint] (201)'],
  ['census line 12345678Z, X1234567L and y-7654321-k refused', 'census line [document], [document] and [document] refused'],
  [`refresh ${'a1B2'.repeat(16)} kept`, 'refresh [secret] kept'],
  // What stays: ids, routes, times, figures, words.
  ['GET /api/projects/:id 200 (3.1 ms)', 'GET /api/projects/:id 200 (3.1 ms)'],
  ['request 0123456789abcdef0123456789abcdef c0a8012e-4f7a-4b8e-9d7e-0123456789ab', 'request 0123456789abcdef0123456789abcdef c0a8012e-4f7a-4b8e-9d7e-0123456789ab'],
  ['Draw done for reward k3j4h5g6f7d8s9a0p1o2i3u4 at 2026-11-29T12:00:00.000Z', 'Draw done for reward k3j4h5g6f7d8s9a0p1o2i3u4 at 2026-11-29T12:00:00.000Z'],
  ['POST /api/auth/reset-password 400: passwords do not match', 'POST /api/auth/reset-password 400: passwords do not match'],
];

describe.each([
  ['the server', server],
  ['the app server', app],
])('the log scrubber of %s', (_name, scrub) => {
  it.each(CASES)('scrubs %j', (text, expected) => {
    expect(scrub.scrubText(text)).toBe(expected);
  });

  it('scrubs every string of a JSON line, keeping it JSON with its keys and other values', () => {
    const line = `${JSON.stringify({ level: 'error', time: '2026-11-29T12:00:00.000Z', msg: 'mail to ana@example.org failed', err: { stack: 'Error: 550 ana@example.org\n    at send' }, status: 500 })}\n`;
    const scrubbed = scrub.scrubLine(line);
    expect(scrubbed.endsWith('\n')).toBe(true);
    expect(JSON.parse(scrubbed)).toEqual({ level: 'error', time: '2026-11-29T12:00:00.000Z', msg: 'mail to [email] failed', err: { stack: 'Error: 550 [email]\n    at send' }, status: 500 });
  });

  it('scrubs a line that is not JSON as text', () => {
    expect(scrub.scrubLine('warning for ana@example.org\n')).toBe('warning for [email]\n');
  });
});

describe('the two copies', () => {
  it('redact the same fields with the same censor', () => {
    expect(app.REDACTED_PATHS).toEqual(server.REDACTED_PATHS);
    expect(app.CENSOR).toBe(server.CENSOR);
    for (const field of ['email', 'password', 'token', 'authorization', 'cookie', 'endpoint', 'keys', 'documentNumber']) expect(server.REDACTED_PATHS).toContain(field);
  });
});
