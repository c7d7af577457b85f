// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPushServiceEndpoint, pushEndpoint } from './endpoint';

const production = { NODE_ENV: 'production' };

describe('a push endpoint', () => {
  it('points only at the browser vendors’ push services in production (never at the tests’ stand-in)', () => {
    const standIn = { PUSH_TEST_SERVICE: 'https://localhost:8443' };
    expect(isPushServiceEndpoint('https://localhost:8443/notify/x', { ...standIn, NODE_ENV: 'development' })).toBe(true);
    expect(isPushServiceEndpoint('https://localhost:8443/notify/x', { ...standIn, NODE_ENV: 'production' })).toBe(false);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect(pushEndpoint(endpoint, production), endpoint).toBe(endpoint);
    }
    for (const endpoint of ['http://fcm.googleapis.com/fcm/send/abc', 'https://fcm.googleapis.com:8443/x', 'https://user@fcm.googleapis.com/x', 'https://evil.test/fcm.googleapis.com', 'not a url']) {
      expect(isPushServiceEndpoint(endpoint, production), endpoint).toBe(false);
    }
  });

  it('is refused where Node’s legacy parser (web-push’s) reads another host than the WHATWG one', () => {
    for (const endpoint of [
      'https:fcm.googleapis.com/fcm/send/x',
      'https:/fcm.googleapis.com/x',
      'https:evil%2f@fcm.googleapis.com/',
      'https://evil.test\\@fcm.googleapis.com/',
      'https://fcm.googleapis.com%2f@evil.test/',
      'https://fcm.googleapis.com/x#fragment',
    ]) {
      expect(pushEndpoint(endpoint, production), endpoint).toBeNull();
    }
  });

  it('is normalised to the one form the server stores and sends to', () => {
    expect(pushEndpoint('HTTPS://FCM.googleapis.com:443/fcm/send/a/../b', production)).toBe('https://fcm.googleapis.com/fcm/send/b');
    expect(pushEndpoint('https://fcm.googleapis.com/fcm/send/a b', production)).toBe('https://fcm.googleapis.com/fcm/send/a%20b');
    // Both parsers read backslashes as slashes here: the same host, so accepted, in its usual spelling.
    expect(pushEndpoint('https:\\\\fcm.googleapis.com/x', production)).toBe('https://fcm.googleapis.com/x');
  });
});
