// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONNECTIVITY_CHANNEL,
  isFromOurServer,
  onReachabilityChange,
  reachability,
  RECOVERIES_PER_WINDOW,
  RECOVERY_WINDOW_MS,
  reportReachable,
  reportUnreachable,
  resetConnectivity,
} from './connectivity';

beforeEach(() => resetConnectivity());
afterEach(() => resetConnectivity());

const json = (status: number) => new Response('{}', { status, headers: { 'Content-Type': 'application/json' } });

describe('connectivity from what actually happens', () => {
  it('follows the outcome of requests, and tells listeners of each change once', () => {
    const seen: string[] = [];
    onReachabilityChange((state) => seen.push(state));
    reportUnreachable();
    reportUnreachable();
    expect(reachability()).toBe('unreachable');
    reportReachable();
    expect(seen).toEqual(['unreachable', 'reachable']);
  });

  it('shares changes with the other contexts (tabs, the service worker), the latest outcome winning', async () => {
    const other = new BroadcastChannel(CONNECTIVITY_CHANNEL);
    const heard = new Promise<unknown>((resolve) => other.addEventListener('message', (event) => resolve(event.data), { once: true }));
    reportUnreachable(1000);
    expect(await heard).toEqual({ type: 'reachability', state: 'unreachable', at: 1000 });

    const changed = new Promise<string>((resolve) => onReachabilityChange(resolve));
    other.postMessage({ type: 'reachability', state: 'reachable', at: 2000 });
    expect(await changed).toBe('reachable');
    other.postMessage({ type: 'reachability', state: 'unreachable', at: 1500 }); // older than what is known
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reachability()).toBe('reachable');
    other.close();
  });

  it('knows our server’s answers from a portal’s, a gateway’s or a redirect', () => {
    expect(isFromOurServer(json(200))).toBe(true);
    expect(isFromOurServer(json(409))).toBe(true);
    expect(isFromOurServer(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/vnd.api+json' } }))).toBe(true);
    expect(isFromOurServer(new Response('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } }))).toBe(false);
    expect(isFromOurServer(new Response('', { status: 200 }))).toBe(false);
    expect(isFromOurServer(json(502))).toBe(false);
    expect(isFromOurServer(json(503))).toBe(false);
    expect(isFromOurServer(json(504))).toBe(false);
    expect(isFromOurServer(Response.redirect('http://portal.example/', 302))).toBe(false);
  });
});

describe('a partial outage (one route fails while others answer)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const flap = (times: number) => {
    for (let time = 0; time < times; time++) {
      reportUnreachable();
      reportReachable();
    }
  };

  const recordChanges = () => {
    const seen: string[] = [];
    onReachabilityChange((state) => seen.push(state));
    return seen;
  };

  it('does not announce a return with every success: at most a few per window, so retries and refetches do not storm', () => {
    const seen = recordChanges();
    for (let request = 0; request < 40; request++) {
      reportUnreachable();
      reportReachable();
      vi.advanceTimersByTime(100);
    }
    expect(seen.filter((state) => state === 'reachable')).toHaveLength(RECOVERIES_PER_WINDOW);
    expect(reachability()).toBe('unreachable'); // the newest failure was announced at once
  });

  it('announces the held return when a slot frees, if the newest outcome is still a success', () => {
    const seen = recordChanges();
    flap(RECOVERIES_PER_WINDOW);
    reportUnreachable();
    reportReachable(); // held
    expect(reachability()).toBe('unreachable');
    vi.advanceTimersByTime(RECOVERY_WINDOW_MS - 1);
    expect(reachability()).toBe('unreachable');
    vi.advanceTimersByTime(1);
    expect(reachability()).toBe('reachable');
    expect(seen.filter((state) => state === 'reachable')).toHaveLength(RECOVERIES_PER_WINDOW + 1);
  });

  it('drops the held return when the newest outcome by then is a failure', () => {
    flap(RECOVERIES_PER_WINDOW);
    reportUnreachable();
    reportReachable();
    reportUnreachable();
    vi.advanceTimersByTime(RECOVERY_WINDOW_MS);
    expect(reachability()).toBe('unreachable');
    reportReachable(); // a slot is free again: announced at once
    expect(reachability()).toBe('reachable');
  });

  it('lets a member who goes in and out of a tunnel a couple of times see each return at once', () => {
    const seen = recordChanges();
    for (let tunnel = 0; tunnel < RECOVERIES_PER_WINDOW; tunnel++) {
      reportUnreachable();
      vi.advanceTimersByTime(2_000);
      reportReachable();
      expect(reachability()).toBe('reachable');
    }
    expect(seen).toEqual(Array.from({ length: RECOVERIES_PER_WINDOW }, () => ['unreachable', 'reachable']).flat());
  });
});
