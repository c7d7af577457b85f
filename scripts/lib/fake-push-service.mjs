// A push service of our own that speaks the Web Push protocol (RFC 8030, 8291, 8292) as a browser
// vendor's does, with the latency and the errors a test or a benchmark asks for, counting what each
// endpoint received. Served over HTTPS (web-push only speaks HTTPS) with a certificate made here:
// `caFile` is what the server under test trusts (NODE_EXTRA_CA_CERTS), and its origin is what
// PUSH_TEST_SERVICE allows outside production (server/src/lib/push/endpoint.ts).
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const MAX_BODY = 4096;

const fromBase64Url = (text) => Buffer.from(text, 'base64url');

/**
 * @typedef {{ 429?: number, 500?: number, 503?: number, 410?: number, 404?: number }} ErrorShares
 *   the share of requests answered with each status (410 and 404: the endpoint is gone from then on)
 * @typedef {{ latencyMs?: number, errors?: ErrorShares, retryAfterS?: number, decrypt?: boolean, random?: () => number }} Behaviour
 */

/**
 * Starts the service on `port` (0: any free one), writing its certificate to `dir`.
 * @param {{ port?: number, dir: string } & Behaviour} options
 */
export async function startFakePushService({ port = 0, dir, latencyMs = 0, errors = {}, retryAfterS = 1, decrypt = false, random = Math.random }) {
  const { generate } = require('selfsigned');
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    notAfterDate: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000),
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });
  const caFile = join(dir, 'fake-push-service-ca.pem');
  writeFileSync(caFile, pems.cert);

  // Every subscription shares one key pair and auth secret: what a device's browser would hold.
  const receiver = createECDH('prime256v1');
  receiver.generateKeys();
  const keys = { p256dh: receiver.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };

  const behaviour = { latencyMs, errors, retryAfterS, decrypt, random };
  /** @type {Map<string, number>} */
  const received = new Map();
  /** @type {Map<string, string[]>} */
  const messages = new Map();
  /** @type {Map<string, number[]>} statuses an endpoint answers first, in order (a test's script) */
  const scripted = new Map();
  /** @type {Set<string>} */
  const gone = new Set();
  /** @type {Map<number, number>} */
  const answers = new Map();
  /** @type {Map<string, boolean>} VAPID tokens already checked (the server signs one per service and half a day) */
  const checkedTokens = new Map();
  let origin = '';

  /** Whether a VAPID header (`vapid t=<JWT>, k=<public key>`) is signed by its key, for this service, and not expired. */
  function vapidValid(header) {
    const match = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
    if (!match) return false;
    const [, token, key] = match;
    const known = checkedTokens.get(`${token} ${key}`);
    if (known !== undefined) return known;
    let valid = false;
    try {
      const [head, body, signature] = token.split('.');
      const claims = JSON.parse(fromBase64Url(body).toString('utf8'));
      const raw = fromBase64Url(key);
      const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') }, format: 'jwk' });
      valid =
        raw.length === 65 &&
        claims.aud === origin &&
        claims.exp * 1000 > Date.now() &&
        verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, fromBase64Url(signature));
    } catch {
      valid = false;
    }
    checkedTokens.set(`${token} ${key}`, valid);
    return valid;
  }

  /** The status this request is answered with, before its latency. */
  function answerFor(id, request) {
    if (request.headers['content-encoding'] !== 'aes128gcm') return 400;
    if (!/^\d+$/.test(String(request.headers.ttl ?? ''))) return 400;
    if (!vapidValid(request.headers.authorization)) return 401;
    if (gone.has(id)) return 410;
    const script = scripted.get(id);
    if (script?.length) {
      const status = script.shift();
      if (status === 404 || status === 410) gone.add(id);
      return status;
    }
    let draw = behaviour.random();
    for (const [status, share] of Object.entries(behaviour.errors)) {
      if (draw < share) {
        if (status === '404' || status === '410') gone.add(id);
        return Number(status);
      }
      draw -= share;
    }
    return 201;
  }

  const server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const match = /^\/push\/([A-Za-z0-9_-]+)$/.exec(request.url ?? '');
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    request.on('end', () => {
      let status = !match || request.method !== 'POST' ? 404 : size > MAX_BODY ? 413 : answerFor(match[1], request);
      const body = Buffer.concat(chunks);
      if (status === 201 && behaviour.decrypt) {
        try {
          const ece = require('http_ece');
          const text = ece.decrypt(body, { version: 'aes128gcm', privateKey: receiver, authSecret: keys.auth }).toString('utf8');
          messages.set(match[1], [...(messages.get(match[1]) ?? []), text]);
        } catch {
          status = 400;
        }
      }
      setTimeout(() => {
        answers.set(status, (answers.get(status) ?? 0) + 1);
        if (status === 201) received.set(match[1], (received.get(match[1]) ?? 0) + 1);
        const headers = status === 201 ? { Location: `${origin}/message/${randomBytes(8).toString('hex')}` } : status === 429 || status >= 500 ? { 'Retry-After': String(behaviour.retryAfterS) } : {};
        response.writeHead(status, headers).end();
      }, behaviour.latencyMs);
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve) => server.listen(port, () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  origin = `https://localhost:${address.port}`;

  return {
    url: origin,
    caFile,
    /** A device's subscription at this service, as `pushManager.subscribe` gives it. */
    subscription: (id) => ({ endpoint: `${origin}/push/${id}`, keys }),
    /** How many messages an endpoint accepted (answered 201). */
    received: (id) => received.get(id) ?? 0,
    /** Every endpoint's count of accepted messages. */
    receivedAll: () => new Map(received),
    /** The decrypted messages an endpoint accepted (with `decrypt`). */
    messages: (id) => messages.get(id) ?? [],
    /** The statuses an endpoint answers before it accepts (410 or 404: gone from then on). */
    script: (id, statuses) => scripted.set(id, [...statuses]),
    /** How many requests were answered with each status. */
    answers: () => new Map(answers),
    /** Changes the latency or the errors from now on. */
    behave: (changes) => Object.assign(behaviour, changes),
    reset: () => (received.clear(), messages.clear(), answers.clear(), scripted.clear(), gone.clear()),
    stop: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve(undefined)))),
  };
}
