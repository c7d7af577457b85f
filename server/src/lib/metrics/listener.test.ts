// @vitest-environment node
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { authorised, metricsSettings, startListener } from './listener';

const servers: Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function listening(token: string | null) {
  const server = await startListener({ port: 0, host: '127.0.0.1', token }, async () => ({ contentType: 'text/plain; version=0.0.4; charset=utf-8', body: 'chispa_up 1\n' }));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, init);
}

describe('the metrics listener', () => {
  it('answers GET /metrics with the figures, and nothing else', async () => {
    const get = await listening(null);
    const figures = await get('/metrics');
    expect(figures.status).toBe(200);
    expect(await figures.text()).toBe('chispa_up 1\n');
    expect((await get('/metrics?x=1')).status).toBe(200);
    expect((await get('/')).status).toBe(404);
    expect((await get('/api/metrics')).status).toBe(404);
    expect((await get('/metrics', { method: 'POST' })).status).toBe(405);
  });

  it('asks for the token when one is set: 401 without it or with another', async () => {
    const get = await listening('scrape-secret');
    expect((await get('/metrics')).status).toBe(401);
    expect((await get('/metrics', { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await get('/metrics', { headers: { Authorization: 'scrape-secret' } })).status).toBe(401);
    expect((await get('/metrics', { headers: { Authorization: 'Bearer scrape-secret' } })).status).toBe(200);
  });

  it('compares the token whole', () => {
    expect(authorised(undefined, null)).toBe(true);
    expect(authorised('Bearer scrape-secret', 'scrape-secret')).toBe(true);
    expect(authorised('Bearer scrape-secre', 'scrape-secret')).toBe(false);
    expect(authorised('Bearer scrape-secretX', 'scrape-secret')).toBe(false);
    expect(authorised(undefined, 'scrape-secret')).toBe(false);
  });

  it('reads its settings: no port, no listener; loopback unless told; a port that is no port refused', () => {
    expect(metricsSettings({})).toBeNull();
    expect(metricsSettings({ METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1', token: null });
    expect(metricsSettings({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5', METRICS_TOKEN: ' t ' })).toEqual({ port: 9464, host: '10.0.0.5', token: 't' });
    expect(() => metricsSettings({ METRICS_PORT: 'nine' })).toThrow('METRICS_PORT is not a port number');
  });
});
