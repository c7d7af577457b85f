// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { analytics, beaconTransport, createAnalytics, utmParameters } from './analytics';

const at = () => new Date('2026-05-04T10:00:00.000Z');

describe('analytics adapter', () => {
  it('does nothing and sends nothing when no endpoint is configured', () => {
    const transport = vi.fn();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    for (const endpoint of [undefined, '', '   ']) {
      const tracker = createAnalytics({ endpoint, transport });
      expect(tracker.enabled).toBe(false);
      tracker.track('user signup completed', { plan: 'Free' });
    }
    expect(transport).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is off in this build: the app has no endpoint configured by default', () => {
    expect(analytics.enabled).toBe(false);
  });

  it('refuses endpoints that are not http(s)', () => {
    const transport = vi.fn();
    for (const endpoint of ['javascript:alert(1)', 'data:text/plain,x', 'ftp://example.test/e']) {
      const tracker = createAnalytics({ endpoint, transport });
      expect(tracker.enabled).toBe(false);
      tracker.track('x');
    }
    expect(transport).not.toHaveBeenCalled();
  });

  it('posts the event, its properties and the time to the configured endpoint, leaving out undefined values', () => {
    const transport = vi.fn();
    const tracker = createAnalytics({ endpoint: 'https://stats.example.test/events', transport, now: at });
    tracker.track('user signup completed', { plan: 'Free', utm_source: 'newsletter', utm_term: undefined });
    expect(transport).toHaveBeenCalledTimes(1);
    const [endpoint, body] = transport.mock.calls[0] as [string, string];
    expect(endpoint).toBe('https://stats.example.test/events');
    expect(JSON.parse(body)).toEqual({
      event: 'user signup completed',
      properties: { plan: 'Free', utm_source: 'newsletter' },
      timestamp: '2026-05-04T10:00:00.000Z',
    });
  });

  it('resolves a relative endpoint against the app origin', () => {
    const transport = vi.fn();
    createAnalytics({ endpoint: '/collect', transport, origin: 'https://chispa.test' }).track('x');
    expect(transport).toHaveBeenCalledWith('https://chispa.test/collect', expect.any(String));
  });

  it('never throws at the caller, whether the transport throws or rejects', async () => {
    const throwing = createAnalytics({ endpoint: 'https://stats.example.test/e', transport: () => { throw new Error('blocked'); } });
    expect(() => throwing.track('x')).not.toThrow();
    // A rejection left unhandled would fail the run (Vitest reports unhandled rejections). A plain
    // function, not vi.fn: a mock observes the promises it returns, which would handle it for us.
    let sends = 0;
    const transport = () => {
      sends += 1;
      return Promise.reject(new TypeError('Failed to fetch'));
    };
    const rejecting = createAnalytics({ endpoint: 'https://stats.example.test/e', transport });
    expect(() => rejecting.track('x')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sends).toBe(1);
  });

  it('uses a beacon when the browser takes it, else a keep-alive fetch without cookies', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    beaconTransport('https://stats.example.test/e', '{"event":"x"}');
    expect(sendBeacon).toHaveBeenCalledWith('https://stats.example.test/e', expect.any(Blob));
    expect(fetchMock).not.toHaveBeenCalled();

    sendBeacon.mockReturnValue(false);
    await beaconTransport('https://stats.example.test/e', '{"event":"x"}');
    expect(fetchMock).toHaveBeenCalledWith('https://stats.example.test/e', expect.objectContaining({ method: 'POST', body: '{"event":"x"}', keepalive: true, credentials: 'omit' }));
  });
});

describe('UTM parameters', () => {
  it('picks the five utm_ parameters and nothing else', () => {
    const search = new URLSearchParams('utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=huertos&utm_content=cta&token=abc&utm_other=x');
    expect(utmParameters(search)).toEqual({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', utm_term: 'huertos', utm_content: 'cta' });
  });

  it('reads a parsed search object, keeping numbers as text and dropping empty or non-text values', () => {
    expect(utmParameters({ utm_source: ' ig ', utm_medium: '', utm_campaign: 2026, utm_term: { a: 1 }, utm_content: null })).toEqual({ utm_source: 'ig', utm_campaign: '2026' });
  });

  it('is empty without campaign parameters and caps very long values', () => {
    expect(utmParameters({})).toEqual({});
    expect(utmParameters({ utm_source: 'x'.repeat(500) }).utm_source).toHaveLength(200);
  });
});
