import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONNECTIVITY_CHANNEL, isFromOurServer, onReachabilityChange, reachability, reportReachable, reportUnreachable, resetConnectivity } from './connectivity';

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
