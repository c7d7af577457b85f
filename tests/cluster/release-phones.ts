import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { releaseSources } from '../../scripts/lib/release-server.mjs';
import { randomClientAddress } from '../../scripts/lib/join.mjs';
import { call, type Cluster, type Instance } from './instances';

// Phones running an earlier release's app: its own outbox code (src/offline/outbox at that commit,
// extracted and imported as it was), on IndexedDB (fake-indexeddb) in this process. What they put on
// the wire is that release's: paths, bodies, Idempotency-Keys (the entries' ids), batches of draw
// entries, the refresh with its cookie and XSRF header. Only what a browser adds by itself is done
// here: the cookies of the refresh request, and the origin a page would take from `location`.

type Vote = { kind: 'vote'; payload: { project: string; support: 1 | -1 }; meta: Record<string, never> };
type Entry = { kind: 'participation'; payload: { rewardId: string; amount: number }; meta: Record<string, never> };
export type QueuedWrite = Vote | Entry;
export type OutboxEntry = QueuedWrite & { id: string; userId: number; locale?: string; createdAt: number; attempts: number; nextAttemptAt: number; lastError?: string };
export type FlushResult =
  | { outcome: 'sent'; entry: OutboxEntry; status: number; body: { data: { documentId: string }; meta: { replayed: boolean } } }
  | { outcome: 'rejected'; entry: OutboxEntry; status: number; code: string | undefined };
type RefreshOutcome = { kind: 'renewed'; token: string } | { kind: 'refused' } | { kind: 'unreachable' };
type Credentials = { userId: number; token: string; xsrf?: string };

/** The parts of the release's outbox the phones use, as that release declared them. */
type ReleaseOutbox = {
  enqueue(data: QueuedWrite, userId: number, options?: { locale?: string }): Promise<OutboxEntry>;
  flush(deps: {
    credentials: () => Credentials;
    refresh: () => Promise<RefreshOutcome>;
    onTokenRefreshed?: (token: string) => void;
    onSessionRefused?: () => void;
    send?: (entry: OutboxEntry, token: string, xsrf?: string) => Promise<unknown>;
    sendBatch?: (entries: OutboxEntry[], token: string, xsrf?: string) => Promise<unknown>;
    force?: boolean;
  }): Promise<FlushResult[] | null>;
  sendEntry(entry: OutboxEntry, token: string, xsrf: string | undefined, origin: string): Promise<{ kind: string; status?: number }>;
  sendBatch(entries: OutboxEntry[], token: string, xsrf: string | undefined, origin: string): Promise<unknown>;
  refreshToken(refresh: { userId: number; staleToken: string; xsrf: () => string | undefined; origin: string }): Promise<RefreshOutcome>;
  listEntriesOf(userId: number): Promise<OutboxEntry[]>;
  writeMirroredSession(session: Credentials | null): Promise<void>;
};

/** A member of the release, signed in on a phone: its access token and its cookies (refresh, XSRF). */
export type Phone = { email: string; userId: number; token: string; jar: Map<string, string>; address: string; signedOut: boolean; wire: { single: number; batches: number } };

const realFetch = globalThis.fetch;
/** The phone whose refresh is on the wire: its cookies go with it, and what it is answered is kept. */
let cookiesOf: Map<string, string> | null = null;

function keepCookies(jar: Map<string, string>, headers: Headers) {
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    const name = pair!.slice(0, at).trim();
    const value = pair!.slice(at + 1).trim();
    if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) jar.set(name, value);
    else jar.delete(name);
  }
}

/** The browser's part of the refresh: the cookie header. Every other request goes as the app sends it. */
const browserFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const jar = cookiesOf;
  if (!jar || url.pathname !== '/api/auth/refresh') return realFetch(input, init);
  const headers = new Headers(init?.headers);
  headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
  const response = await realFetch(input, { ...init, headers });
  keepCookies(jar, response.headers);
  return response;
};

/** Loads the release's outbox code (its commit's src/offline/outbox) into this process. */
export async function releaseOutbox(commit: string): Promise<ReleaseOutbox> {
  const dir = releaseSources(commit, 'src/offline/outbox');
  // No other page or worker to tell of connectivity changes (the release's code checks for the API),
  // and no open channel to keep this process alive.
  Object.defineProperty(globalThis, 'BroadcastChannel', { value: undefined, configurable: true, writable: true });
  globalThis.fetch = browserFetch;
  const load = (file: string) => import(/* @vite-ignore */ join(dir, file));
  const [flush, sendEntry, sendBatch, refresh, store] = await Promise.all(['flush.ts', 'send-entry.ts', 'send-batch.ts', 'token-refresh.ts', 'store.ts'].map(load));
  return { ...flush, ...sendEntry, ...sendBatch, ...refresh, ...store } as ReleaseOutbox;
}

/** The set-password code mailed to `email` (the mail catcher's API). */
async function mailedCode(cluster: Cluster, email: string) {
  for (let tries = 0; tries < 50; tries += 1) {
    const mails = (await (await realFetch(`${cluster.mail.webUrl}/api/email`)).json()) as Array<{ to: Array<{ address: string }>; text?: string }>;
    const code = mails.filter((mail) => mail.to.some((to) => to.address === email)).at(-1)?.text?.match(/[?&]code=([A-Za-z0-9]+)/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no set-password mail for ${email}`);
}

/**
 * A member who joins as the release's app made people join (its registration form's body, the mailed
 * link, a password) and signs in: the sign-in's cookies are kept as the browser keeps them.
 */
export async function joinOnRelease(cluster: Cluster, on: Instance): Promise<Phone> {
  const email = `member-${randomUUID()}@chispa.test`;
  const password = 'member-pass-2026';
  const address = randomClientAddress();
  const json = {
    email,
    username: email,
    password: `generated-${randomUUID()}`,
    userType: 'default',
    giftToken: null,
    locale: 'es',
    firstName: 'Test',
    lastName: 'Member',
    referenceCode: null,
    privacyPolicy: true,
    termsAgreement: true,
  };
  const registered = await call(on, '/api/auth/local/register', { method: 'POST', address, json });
  if (registered.status !== 200) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const code = await mailedCode(cluster, email);
  const reset = await call(on, '/api/auth/reset-password', { method: 'POST', address, json: { code, password, passwordConfirmation: password } });
  if (reset.status !== 200) throw new Error(`reset: ${reset.status} ${JSON.stringify(reset.body)}`);
  const login = await call(on, '/api/auth/local', { method: 'POST', address, json: { identifier: email, password } });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  const jar = new Map<string, string>();
  keepCookies(jar, login.headers);
  if (!jar.has('chispa_refresh') || !jar.has('XSRF-TOKEN')) throw new Error(`the sign-in set no session cookies: ${[...jar.keys()].join(', ')}`);
  return { email, userId: login.body.user.id, token: login.body.jwt, jar, address, signedOut: false, wire: { single: 0, batches: 0 } };
}

/** The phone's session renewed the way the release's app renews it (token-refresh.ts), through `origin`. */
export async function refreshSession(outbox: ReleaseOutbox, phone: Phone, origin: string): Promise<RefreshOutcome> {
  await outbox.writeMirroredSession({ userId: phone.userId, token: phone.token, xsrf: phone.jar.get('XSRF-TOKEN') });
  cookiesOf = phone.jar;
  try {
    const outcome = await outbox.refreshToken({ userId: phone.userId, staleToken: phone.token, xsrf: () => phone.jar.get('XSRF-TOKEN'), origin });
    if (outcome.kind === 'renewed') phone.token = outcome.token;
    return outcome;
  } finally {
    cookiesOf = null;
  }
}

/** One flush of the phone's outbox by the release's code, as its page or service worker runs it against `origin`. */
export function flushOnce(outbox: ReleaseOutbox, phone: Phone, origin: string) {
  return outbox.flush({
    credentials: () => ({ userId: phone.userId, token: phone.token, xsrf: phone.jar.get('XSRF-TOKEN') }),
    refresh: () => refreshSession(outbox, phone, origin),
    onTokenRefreshed: (token) => (phone.token = token),
    onSessionRefused: () => (phone.signedOut = true),
    send: (entry, token, xsrf) => {
      phone.wire.single += 1;
      return outbox.sendEntry(entry, token, xsrf, origin);
    },
    sendBatch: (entries, token, xsrf) => {
      phone.wire.batches += 1;
      return outbox.sendBatch(entries, token, xsrf, origin);
    },
    // The network came back: what waits is tried now, whatever its backoff.
    force: true,
  });
}

/**
 * The phone back online: flushes until its outbox is empty (each flush stops after two failures in a
 * row, as the app's does, and the next trigger starts another), at most `rounds` times.
 */
export async function replayAll(outbox: ReleaseOutbox, phone: Phone, origin: string, rounds = 20) {
  const results: FlushResult[] = [];
  let flushes = 0;
  while ((await outbox.listEntriesOf(phone.userId)).length > 0 && flushes < rounds) {
    flushes += 1;
    results.push(...((await flushOnce(outbox, phone, origin)) ?? []));
    if ((await outbox.listEntriesOf(phone.userId)).length > 0) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { results, flushes, left: await outbox.listEntriesOf(phone.userId) };
}
