// @vitest-environment node
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import serverConfig from '../../config/server';
import middlewaresConfig from '../../config/middlewares';
import proxyPeer from './proxy-peer';

/**
 * Who the client is, as Strapi sets it up from our settings (config/server.ts's `proxy`, then the
 * `proxy-peer` middleware with config/middlewares.ts's trusted peers), over real HTTP from 127.0.0.1.
 * The throttles count by this address, so a client must not choose it by writing X-Forwarded-For.
 */
const servers: ReturnType<Koa['listen']>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

const envOf = (values: Record<string, string>) => {
  const env = ((key: string, fallback?: unknown) => values[key] ?? fallback) as Parameters<typeof serverConfig>[0]['env'];
  Object.assign(env, {
    int: (key: string, fallback?: number) => (key in values ? Number(values[key]) : fallback),
    array: (key: string, fallback?: string[]) => (key in values ? values[key]!.split(',') : fallback),
    bool: (key: string, fallback?: boolean) => (key in values ? values[key] === 'true' : fallback),
  });
  return env;
};

async function clientSeenWith(values: Record<string, string>) {
  const env = envOf({ APP_KEYS: 'a,b', ...values });
  const { proxy } = serverConfig({ env }) as { proxy: { koa: boolean; maxIpsCount: number; ipHeader: string } };
  const peer = (middlewaresConfig({ env }) as ({ name: string; config: { trustedPeers: string[] } } | string)[]).find(
    (entry) => typeof entry === 'object' && entry.name === 'global::proxy-peer',
  ) as { config: { trustedPeers: string[] } };
  const app = new Koa({ proxy: proxy.koa, maxIpsCount: proxy.maxIpsCount, proxyIpHeader: proxy.ipHeader });
  app.use(proxyPeer(peer.config));
  app.use((ctx) => {
    ctx.body = ctx.request.ip;
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const answer = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
  return (await answer.text()).replace(/^::ffff:/, '');
}

describe('X-Forwarded-For is believed only from our own proxy', () => {
  it('without TRUST_PROXY the socket address is the client, whatever the header says', async () => {
    expect(await clientSeenWith({})).toBe('127.0.0.1');
  });

  it('from an address that is not a trusted proxy (Strapi reached directly) the socket address is the client', async () => {
    expect(await clientSeenWith({ TRUST_PROXY: '1', TRUST_PROXY_FROM: '127.0.0.2' })).toBe('127.0.0.1');
  });

  it('from our proxy on loopback, the address it appended is the client', async () => {
    expect(await clientSeenWith({ TRUST_PROXY: '1' })).toBe('203.0.113.7');
  });
});
