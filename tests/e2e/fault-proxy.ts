// A bad network for the end-to-end tests: a plain HTTP proxy in front of the app server that hangs,
// drops, delays or fakes answers for the requests a rule names. Only the test stack starts it
// (tests/e2e/start-stack.ts); `npm start` and the app know nothing of it.
//
// It sits in front of the app server, not between the app server and Strapi: behind the app
// server a dropped connection reaches the browser as the app server's 502 and a hang is cut by its
// upstream timeout, so the browser would never see what a train or a basement does to it. Here the
// page's requests and the service worker's both pass through, and a fault is what the browser meets.
import { Agent, createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export const FAULTS = ['hang', 'drop', 'drop-after', 'status-503', 'html-200', 'redirect', 'delay', 'slow-body'] as const;
export type Fault = (typeof FAULTS)[number];

export interface FaultRule {
  /** Any method when absent. */
  method?: string;
  /** A regular expression tested against the path with its query (`/api/auth/refresh`). */
  path: string;
  fault: Fault;
  /** How many requests it may still hit; every matching request when absent. */
  times?: number;
  /** The chance (0–1) that a matching request is hit, drawn from the seeded generator. */
  probability?: number;
  /** `delay`: the wait before forwarding; `slow-body`: the pause between two small pieces of the body. */
  ms?: number;
}

export interface InjectedFault {
  at: string;
  method: string;
  path: string;
  fault: Fault;
  rule: number;
}

/** Where `redirect` sends the browser: a captive portal's sign-in page, served by the proxy itself. */
export const PORTAL_PATH = '/__captive-portal';
const PORTAL_PAGE = '<!doctype html><html><head><title>Wi-Fi</title></head><body><h1>Bienvenido a la red del tren</h1><p>Acepta las condiciones para navegar.</p></body></html>';
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade', 'te', 'trailer']);
const SLOW_PIECE_BYTES = 8;

/** mulberry32: small, fast and the same sequence for the same seed on every run. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const withoutHopByHop = (raw: string[]) => {
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (!HOP_BY_HOP.has(raw[i]!.toLowerCase())) kept.push(raw[i]!, raw[i + 1]!);
  return kept;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFaultProxy({ target, port, host = '127.0.0.1' }: { target: string; port: number; host?: string }) {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });
  let rules: (FaultRule & { pattern: RegExp })[] = [];
  let random = generator(0);
  let seed = 0;
  let log: InjectedFault[] = [];
  const sockets = new Set<Socket>();

  function pick(request: IncomingMessage) {
    const path = request.url ?? '/';
    for (const [index, rule] of rules.entries()) {
      if (rule.method && rule.method.toUpperCase() !== request.method) continue;
      if (!rule.pattern.test(path)) continue;
      if (rule.times !== undefined && rule.times <= 0) continue;
      if (rule.probability !== undefined && random() >= rule.probability) continue;
      if (rule.times !== undefined) rule.times -= 1;
      log.push({ at: new Date().toISOString(), method: request.method ?? '', path, fault: rule.fault, rule: index });
      return rule;
    }
    return undefined;
  }

  /** Sends the request on to the app server; `answer` decides what the browser gets of the reply. */
  function pass(request: IncomingMessage, response: ServerResponse, answer: (reply: IncomingMessage) => void) {
    const outgoing = forward({
      host: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: request.headers,
      agent,
    });
    outgoing.on('response', answer);
    outgoing.on('error', () => response.socket?.destroy());
    // The browser gave up (its own deadline): so does the request behind it.
    response.on('close', () => {
      if (!response.writableFinished) outgoing.destroy();
    });
    request.pipe(outgoing);
  }

  const relay = (response: ServerResponse) => (reply: IncomingMessage) => {
    response.writeHead(reply.statusCode ?? 502, withoutHopByHop(reply.rawHeaders));
    reply.pipe(response);
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.url === PORTAL_PATH) {
      return void response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PORTAL_PAGE);
    }
    const rule = pick(request);
    switch (rule?.fault) {
      case undefined:
        return pass(request, response, relay(response));
      case 'hang': {
        // Accepted and never answered, until the browser gives up or the stack stops.
        request.resume();
        return;
      }
      case 'drop':
        return void request.socket.destroy();
      case 'drop-after':
        // The server does the work; its answer is cut off on the way back, after its first line.
        return pass(request, response, (reply) => {
          reply.resume();
          reply.once('end', () => {
            const socket = response.socket;
            socket?.write(`HTTP/1.1 ${reply.statusCode} ${reply.statusMessage}\r\nContent-Type: application/json\r\n`, () => socket.destroy());
          });
        });
      case 'status-503':
        request.resume();
        return void response
          .writeHead(503, { 'Content-Type': 'application/json; charset=utf-8' })
          .end(JSON.stringify({ data: null, error: { status: 503, name: 'ServiceUnavailableError', message: 'Service Unavailable', details: { code: 'server.unavailable' } } }));
      case 'html-200':
        request.resume();
        return void response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PORTAL_PAGE);
      case 'redirect':
        request.resume();
        return void response.writeHead(302, { Location: PORTAL_PATH, 'Content-Type': 'text/html; charset=utf-8' }).end();
      case 'delay':
        await sleep(rule.ms ?? 2000);
        return pass(request, response, relay(response));
      case 'slow-body':
        return pass(request, response, async (reply) => {
          const chunks: Buffer[] = [];
          for await (const chunk of reply) chunks.push(chunk as Buffer);
          const body = Buffer.concat(chunks);
          const headers = withoutHopByHop(reply.rawHeaders).filter((_, i, all) => !(i % 2 === 0 && all[i]!.toLowerCase() === 'content-length') && !(i % 2 === 1 && all[i - 1]!.toLowerCase() === 'content-length'));
          response.writeHead(reply.statusCode ?? 502, headers);
          response.flushHeaders();
          for (let at = 0; at < body.length && !response.destroyed; at += SLOW_PIECE_BYTES) {
            response.write(body.subarray(at, at + SLOW_PIECE_BYTES));
            await sleep(rule.ms ?? 500);
          }
          response.end();
        });
    }
  }

  const server = createServer((request, response) => {
    // Every answer closes its connection: Chromium resends a request by itself when a reused
    // keep-alive connection closes before the answer's first byte, which would hide a drop from the app.
    response.shouldKeepAlive = false;
    handle(request, response).catch(() => response.socket?.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));

  return {
    url: `http://${host}:${port}`,
    /** Replaces the rules; without a seed one is drawn, and returned so that a failing run can be repeated. */
    setFaults(next: FaultRule[], nextSeed?: number) {
      for (const rule of next) {
        if (!FAULTS.includes(rule.fault)) throw new Error(`unknown fault ${String(rule.fault)}`);
        if (typeof rule.path !== 'string') throw new Error('a rule needs a path');
      }
      seed = nextSeed ?? Math.floor(Math.random() * 2 ** 32);
      random = generator(seed);
      rules = next.map((rule) => ({ ...rule, pattern: new RegExp(rule.path) }));
      return { seed };
    },
    /** No more faults; requests already hanging keep hanging, as they would on a real network. */
    clearFaults() {
      rules = [];
    },
    log: () => ({ seed, injected: log }),
    clearLog() {
      log = [];
    },
    close() {
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FaultProxy = Awaited<ReturnType<typeof startFaultProxy>>;

/** The control server's /faults routes: POST (rules, or { seed, rules }), DELETE, GET /faults/log, DELETE /faults/log. */
export async function controlFaults(proxy: FaultProxy, request: IncomingMessage, response: ServerResponse) {
  const reply = (status: number, body?: unknown) =>
    body === undefined ? response.writeHead(status).end() : response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  const route = `${request.method} ${request.url}`;
  if (route === 'GET /faults/log') return reply(200, proxy.log());
  if (route === 'DELETE /faults/log') return proxy.clearLog(), reply(204);
  if (route === 'DELETE /faults') return proxy.clearFaults(), reply(204);
  if (route !== 'POST /faults') return reply(404);
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString() || '[]') as FaultRule[] | { seed?: number; rules: FaultRule[] };
    const { rules, seed } = Array.isArray(body) ? { rules: body, seed: undefined } : body;
    return reply(200, proxy.setFaults(rules, seed));
  } catch (error) {
    return reply(400, { error: (error as Error).message });
  }
}
