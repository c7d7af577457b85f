import { writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:https';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

export type PushServiceSubscription = { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };

/**
 * web-push-testing's push service on a port of ours: a real service that takes subscriptions, checks
 * each push's VAPID signature and decrypts its payload (RFC 8291) as a browser vendor's would, and
 * answers 410 for a subscription it was told is gone. Served over HTTPS (web-push only speaks HTTPS)
 * with a certificate made here: `caFile` is what the server under test trusts (NODE_EXTRA_CA_CERTS).
 */
export async function startPushService(port: number, dir: string) {
  const { generate } = require('selfsigned') as typeof import('selfsigned');
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    notAfterDate: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000),
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });
  const caFile = join(dir, 'push-service-ca.pem');
  writeFileSync(caFile, pems.cert);

  const WebPushTestingServer = require('web-push-testing/src/server.js');
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js');
  const model = new PushApiModel();
  const service = new WebPushTestingServer(model, port);
  model.notifyUrl = `https://localhost:${port}/notify/`;
  service.setRequestHandlers();
  const server: Server = createServer({ key: pems.private, cert: pems.cert }, service._app);
  // Every local address: `localhost` resolves to ::1 or 127.0.0.1 depending on the machine.
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return { url: `https://localhost:${port}`, caFile, ca: pems.cert, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The push service's own API, as the tests read it (trusting its certificate). */
export function pushServiceClient(url: string, ca: string) {
  const post = (path: string, body?: unknown) =>
    new Promise<{ status: number; body: { data?: unknown } | null }>((resolve, reject) => {
      const sent = request(`${url}${path}`, { method: 'POST', ca, headers: { 'Content-Type': 'application/json' } }, (answer) => {
        let text = '';
        answer.on('data', (chunk) => (text += chunk));
        answer.on('end', () => {
          let parsed: { data?: unknown } | null = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = null;
          }
          resolve({ status: answer.statusCode ?? 0, body: parsed });
        });
      });
      sent.on('error', reject);
      sent.end(body === undefined ? undefined : JSON.stringify(body));
    });
  return {
    /** A device's subscription, as `pushManager.subscribe` gives it (the service takes the boolean as text). */
    subscribe: async (applicationServerKey: string): Promise<PushServiceSubscription> => (await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey })).body!.data as PushServiceSubscription,
    /** The decrypted payloads pushed to that subscription so far. */
    messages: async (clientHash: string): Promise<string[]> => ((await post('/get-notifications', { clientHash })).body!.data as { messages: string[] }).messages,
    /** From now on the service answers 410 Gone for it (the member uninstalled the app, say). */
    expire: async (clientHash: string) => (await post(`/expire-subscription/${clientHash}`)).status,
  };
}
