import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Knex } from '../../server/node_modules/knex/types/index';
import { joinAsNewMember } from '../../scripts/lib/join.mjs';
import { ephemeralSecrets, freePort, startServer } from '../../scripts/lib/server-process.mjs';
import { apiClient } from './client';
import { scratchDatabase, type ScratchDatabase } from './scratch-database';

type Stack = Awaited<ReturnType<typeof startServer>>;
type Kept = { to: string; subject: string; text: string; links: string[]; headers: Record<string, string> };
type Topic = 'updates' | 'results' | 'draws';

/**
 * A server of its own (restarted with a small throttle, joined by a second instance on PostgreSQL)
 * whose mail queue looks every half second and gathers a burst for one second; the inbox rows are
 * written straight into chispa_inbox, as the inbox's announcer would write them.
 */
const dir = mkdtempSync(join(tmpdir(), 'chispa-mail-queue-'));
mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
const logFile = join(dir, 'strapi.log');
let server: Stack | undefined;
let env: Record<string, string>;
let db: Knex;
let scratch: ScratchDatabase | undefined;
const TAG = randomBytes(3).toString('hex');
let serial = 0;

const start = async (changes: Record<string, string> = {}) => {
  server = await startServer({ port: await freePort(), logFile, env: { ...env, ...changes } });
};

beforeAll(async () => {
  try {
    // A database of its own on the suite's engine: the queue's rows are this test's alone.
    scratch = await scratchDatabase();
    db = scratch.db;
    env = {
      ...ephemeralSecrets(),
      NODE_ENV: 'development',
      ...scratch.serverEnv,
      PUBLIC_DIR: join(dir, 'public'),
      TRUST_PROXY: '1',
      CHALLENGE_MAX_NUMBER: '200',
      CHISPA_TEST_CLOCK: 'true',
      MAIL_SCHEDULE_MS: '500',
      MAIL_POLL_MS: '200',
      MAIL_GATHER_MS: '1000',
      MAIL_RETRY_BASE_MS: '200',
      MAIL_MAX_ATTEMPTS: '3',
      MAIL_DIGEST_ITEMS: '2',
    };
    await start();
  } catch (error) {
    console.error(readFileSync(logFile, 'utf8').slice(-4000));
    throw error;
  }
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await scratch?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const base = () => server!.url;
const mailboxOf = async (url: string) => ((await (await fetch(`${url}/dev/mailbox.json`)).json()) as { data: Kept[] }).data;
/** The queue's mails to an address (each has its unsubscribe header; the set-password mail of a member who joined does not). */
const mailsTo = async (email: string, servers = [base()]) =>
  (await Promise.all(servers.map(mailboxOf))).flat().filter((mail) => mail.to === email.toLowerCase() && mail.headers['List-Unsubscribe'] !== undefined);
const setClock = async (offsetMs: number) =>
  expect((await fetch(`${base()}/dev/clock`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ offsetMs }) })).status).toBe(204);
const outage = async (to: string, mails: number) =>
  expect((await fetch(`${base()}/dev/mailbox/outage`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ to, mails }) })).status).toBe(204);

/** A member who joined the way people do, signed in: their id, address, password and calls. */
async function joined() {
  const client = apiClient({ base: base() });
  const { email, password } = await joinAsNewMember(base());
  const { jwt, user } = await client.logIn({ identifier: email, password });
  const as = (path: string, init: Parameters<typeof client.call>[1] = {}) => client.call(path, { ...init, token: jwt });
  return { id: user.id, email, password, as };
}

/** Members written straight into the database (as push-subscribers.mjs does), with their mail settings. */
async function members(count: number, { topics = ['updates'] as Topic[], digest = 'immediate', locale = 'es' } = {}) {
  const at = new Date();
  const made = [];
  for (let n = 0; n < count; n += 1) {
    const email = `mail-${TAG}-${(serial += 1)}@chispa.test`;
    await db('up_users').insert({ document_id: randomBytes(12).toString('hex'), username: email, email, provider: 'local', confirmed: true, blocked: false, user_type: 'default', created_at: at, updated_at: at });
    const { id } = (await db('up_users').where({ email }).first('id')) as { id: number };
    await db('chispa_notification_settings').insert({
      user_id: id,
      mail_updates: topics.includes('updates'),
      mail_results: topics.includes('results'),
      mail_draws: topics.includes('draws'),
      digest,
      locale,
      unsubscribe_nonce: randomBytes(16).toString('hex'),
      changed_at: Date.now(),
    });
    made.push({ id: Number(id), email });
  }
  return made;
}

/** What the inbox's announcer writes for a member: one row per event. */
async function told(userId: number, topic: Topic, params: Record<string, unknown>, url = `/projects/p${serial}`) {
  const kind = { updates: 'projectUpdate', results: 'projectResults', draws: 'drawResults' }[topic];
  await db('chispa_inbox').insert({ user_id: userId, event_key: `${kind}:${TAG}-${(serial += 1)}`, topic, params: JSON.stringify(params), url, created_at: Date.now() });
}

const queueOf = (userId: number) => db('chispa_mail_queue').where({ user_id: userId }).orderBy('id').select('state', 'attempts', 'due_at') as Promise<{ state: string; attempts: number; due_at: number | string }[]>;
const unmailed = async (userId: number) => ((await db('chispa_inbox').where({ user_id: userId }).whereNull('mailed_at').select('topic')) as { topic: string }[]).map((row) => row.topic).sort();
const ON = { mail: { updates: true, results: false, draws: false }, digest: 'immediate' };
const madrid = (at: number) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', weekday: 'long', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(at);

describe('a member’s notification settings', () => {
  it('are off until the member turns mail on, their own only, and refused with a code when malformed', async () => {
    const [ana, bea] = [await joined(), await joined()];
    expect((await ana.as('/api/notification-settings')).body).toEqual({ data: { mail: { updates: false, results: false, draws: false }, digest: 'immediate' } });
    for (const json of [{ ...ON, digest: 'hourly' }, { ...ON, mail: { updates: 'yes', results: false, draws: false } }, { mail: { updates: true } }, { ...ON, user: bea.id }]) {
      const refused = await ana.as('/api/notification-settings', { method: 'PUT', json });
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(refused.body.error.details.code).toBe('notificationSettings.invalid');
    }
    const chosen = { mail: { updates: true, results: false, draws: true }, digest: 'weekly' };
    expect((await ana.as('/api/notification-settings?locale=en', { method: 'PUT', json: chosen })).body).toEqual({ data: chosen });
    expect((await ana.as('/api/notification-settings')).body).toEqual({ data: chosen });
    expect((await bea.as('/api/notification-settings')).body.data.mail).toEqual({ updates: false, results: false, draws: false });
    expect([401, 403]).toContain((await apiClient({ base: base() }).call('/api/notification-settings', { method: 'PUT', json: chosen })).status);
    // In the member's data download, and gone with their account.
    expect((await ana.as('/api/member-data')).body.consents.mail).toEqual({ ...chosen, language: 'en' });
    expect((await ana.as('/api/account-deletion', { method: 'POST', json: { password: ana.password } })).status).toBe(200);
    expect(await db('chispa_notification_settings').where({ user_id: ana.id }).first()).toBeUndefined();
  }, 120_000);
});

describe('the mail queue', () => {
  it('mails only the topics a member turned on, in their language: one mail for a burst, with its one-click unsubscribe', async () => {
    // Someone who never turned mail on hears nothing by mail (their inbox has it all the same).
    const [silent] = await members(1, { topics: [] });
    await told(silent!.id, 'updates', { titles: { es: 'Huerto' } });
    const ana = await joined();
    expect((await ana.as('/api/notification-settings?locale=en', { method: 'PUT', json: ON })).status).toBe(200);
    for (const detail of ['Primera piedra', 'Obras a medias', 'Inaugurado']) {
      await told(ana.id, 'updates', { titles: { es: 'Huerto', en: 'Garden' }, detail: { es: detail, en: detail === 'Inaugurado' ? 'Opened' : null }, progress: 50 }, '/projects/huerto');
    }
    await told(ana.id, 'results', { titles: { es: 'Parque', en: 'Park' } });
    await expect.poll(() => mailsTo(ana.email), { timeout: 30_000, interval: 200 }).toHaveLength(1);
    const [mail] = await mailsTo(ana.email);
    expect(mail!.subject).toBe('You have 3 updates on Chispa');
    // The newest first, two of them (MAIL_DIGEST_ITEMS), the third counted with a link to the inbox.
    expect(mail!.text).toContain('• New on Garden: Opened\n  http');
    expect(mail!.text).toContain('• New on Garden: Obras a medias');
    expect(mail!.text).not.toContain('Primera piedra');
    expect(mail!.text).toMatch(/…and 1 more in your notifications:\nhttp\S+\/inbox/);
    expect(mail!.text).not.toContain('Park');
    expect(mail!.links.some((link) => link.endsWith('/projects/huerto'))).toBe(true);
    expect(mail!.links.some((link) => link.endsWith('/profile#mail-settings'))).toBe(true);
    expect(mail!.headers['List-Unsubscribe']).toMatch(/^<http\S+\/api\/mail\/unsubscribe\?token=[^>]+>$/);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await unmailed(ana.id)).toEqual(['results']);
    expect(await queueOf(ana.id)).toMatchObject([{ state: 'sent', attempts: 0 }]);
    // The scheduler had both members' rows when it queued Ana's mail.
    expect(await queueOf(silent!.id)).toEqual([]);
    expect(await mailsTo(silent!.email)).toEqual([]);

    // The mail client's one-click button (RFC 8058): a POST, no login, and idempotent.
    const oneClick = mail!.headers['List-Unsubscribe']!.slice(1, -1).replace(/^https?:\/\/[^/]+/, base());
    const visit = await fetch(oneClick, { redirect: 'manual' });
    // A person's click (or a link scanner) only opens the app's page that asks.
    expect(visit.status).toBe(302);
    expect(visit.headers.get('location')).toMatch(/\/unsubscribe\?token=/);
    expect((await ana.as('/api/notification-settings')).body.data.mail.updates).toBe(true);
    const post = (url: string, body = 'List-Unsubscribe=One-Click') => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
    expect((await post(oneClick, '')).status).toBe(400);
    for (let n = 0; n < 2; n += 1) expect((await post(oneClick)).status).toBe(200);
    // RFC 8058 allows the form as multipart too.
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    expect((await fetch(oneClick, { method: 'POST', body: form })).status).toBe(200);
    expect((await ana.as('/api/notification-settings')).body.data).toEqual({ mail: { updates: false, results: false, draws: false }, digest: 'immediate' });

    // Another member's id in the token, or a link voided since (its nonce rotated): refused, telling nothing.
    const token = new URL(oneClick).searchParams.get('token')!;
    const forged = await post(`${base()}/api/mail/unsubscribe?token=${encodeURIComponent(token.replace(/^\d+/, String(silent!.id)))}`);
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error: { details: { code: string } } }).error.details.code).toBe('unsubscribe.invalidLink');
    await db('chispa_notification_settings').where({ user_id: ana.id }).update({ unsubscribe_nonce: randomBytes(16).toString('hex') });
    expect((await post(oneClick)).status).toBe(400);
  }, 120_000);

  it('voids the one-click links mailed to an address once the member changes it', async () => {
    const ana = await joined();
    expect((await ana.as('/api/notification-settings', { method: 'PUT', json: ON })).status).toBe(200);
    await told(ana.id, 'updates', { titles: { es: 'Huerto' }, detail: { es: 'Primera piedra' } });
    await expect.poll(() => mailsTo(ana.email), { timeout: 30_000, interval: 200 }).toHaveLength(1);
    const oneClick = (await mailsTo(ana.email))[0]!.headers['List-Unsubscribe']!.slice(1, -1).replace(/^https?:\/\/[^/]+/, base());
    const next = `moved-${TAG}-${(serial += 1)}@chispa.test`;
    // The profile's form sends the member's whole profile with the new address.
    const profile = { firstName: 'Ana', lastName: 'Mora', city: 'Teruel', country: 'ES', gender: 'female', birthDate: '1990-04-02', locale: 'es' };
    const asked = await ana.as(`/api/users/${ana.id}`, { method: 'PUT', json: { ...profile, email: next } });
    expect(asked.status).toBe(200);
    let link: string | undefined;
    await expect.poll(async () => (link = (await mailboxOf(base())).find((mail) => mail.to === next)?.links.find((url) => url.includes('/confirmEmail'))), { timeout: 10_000 }).toBeDefined();
    const code = new URL(link!).searchParams.get('code');
    expect((await apiClient({ base: base() }).call('/api/auth/email-change/confirm', { method: 'POST', json: { code } })).status).toBe(200);
    const refused = await fetch(oneClick, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(refused.status).toBe(400);
    expect((await ana.as('/api/notification-settings')).body.data.mail.updates).toBe(true);
  }, 120_000);

  it('holds a daily digest until the next 08:00 in Madrid, and a weekly one until Monday’s', async () => {
    const [daily] = await members(1, { topics: ['draws'], digest: 'daily' });
    const [weekly] = await members(1, { topics: ['results'], digest: 'weekly', locale: 'en' });
    await told(daily!.id, 'draws', { titles: { es: 'Bici', en: 'Bike' }, won: true }, '/rewards/bici');
    await told(weekly!.id, 'results', { titles: { es: 'Parque', en: 'Park' } });
    await expect.poll(async () => (await queueOf(daily!.id)).length + (await queueOf(weekly!.id)).length, { timeout: 30_000 }).toBe(2);
    const dueDaily = Number((await queueOf(daily!.id))[0]!.due_at);
    const dueWeekly = Number((await queueOf(weekly!.id))[0]!.due_at);
    expect(madrid(dueDaily)).toMatch(/ 08:00:00$/);
    expect(dueDaily - Date.now()).toBeGreaterThan(0);
    expect(dueDaily - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    expect(madrid(dueWeekly)).toBe('Monday 08:00:00');
    expect(dueWeekly - Date.now()).toBeLessThanOrEqual(7 * 24 * 60 * 60 * 1000);
    try {
      await setClock(dueDaily - Date.now() + 1000);
      await expect.poll(() => mailsTo(daily!.email), { timeout: 30_000, interval: 200 }).toHaveLength(1);
      // One entry: its sentence is the subject, in Spanish.
      expect((await mailsTo(daily!.email))[0]!.subject).toBe('¡Has ganado el sorteo «Bici»!');
      if (dueWeekly > dueDaily) {
        expect(await queueOf(weekly!.id)).toMatchObject([{ state: 'pending' }]);
        await setClock(dueWeekly - Date.now() + 1000);
      }
      await expect.poll(() => mailsTo(weekly!.email), { timeout: 30_000, interval: 200 }).toHaveLength(1);
      expect((await mailsTo(weekly!.email))[0]!.subject).toBe('The result is in: Park');
    } finally {
      await setClock(0);
    }
  }, 120_000);

  it('tries a mail the mail server refused again, and gives up after MAIL_MAX_ATTEMPTS', async () => {
    const [late, never] = await members(2);
    await outage(late!.email, 2);
    await outage(never!.email, 10);
    await told(late!.id, 'updates', { titles: { es: 'Huerto' }, detail: { es: 'Riego', en: null } });
    await told(never!.id, 'updates', { titles: { es: 'Huerto' } });
    await expect.poll(() => mailsTo(late!.email), { timeout: 30_000, interval: 200 }).toHaveLength(1);
    expect((await mailsTo(late!.email))[0]!.subject).toBe('Novedad en Huerto: Riego');
    expect(await queueOf(late!.id)).toMatchObject([{ state: 'sent', attempts: 2 }]);
    await expect.poll(() => queueOf(never!.id), { timeout: 30_000, interval: 200 }).toMatchObject([{ state: 'failed', attempts: 3 }]);
    expect(await mailsTo(never!.email)).toEqual([]);
    // Given up: its rows are not queued again with every new row (the inbox still shows them).
    expect(await unmailed(never!.id)).toEqual([]);
    await outage(never!.email, 0);
  }, 120_000);

  it.skipIf(inject('databaseEnv').DATABASE_CLIENT !== 'postgres')('is shared by instances on one PostgreSQL: each mail is sent once', async () => {
    const second = await startServer({ port: await freePort(), logFile: join(dir, 'second.log'), env: { ...env, MAIL_BATCH: '2' } });
    try {
      const many = await members(16);
      for (const member of many) for (let n = 0; n < 3; n += 1) await told(member.id, 'updates', { titles: { es: `Obra ${n}` } });
      const servers = [base(), second.url];
      await expect.poll(async () => (await Promise.all(many.map((member) => mailsTo(member.email, servers)))).flat().length, { timeout: 60_000, interval: 200 }).toBe(many.length);
      for (const member of many) {
        expect(await mailsTo(member.email, servers)).toHaveLength(1);
        expect(await queueOf(member.id)).toMatchObject([{ state: 'sent' }]);
      }
    } finally {
      await second.stop();
    }
  }, 240_000);

  it('keeps to MAIL_RATE_PER_MINUTE, counted in one row per minute', async () => {
    await server!.stop();
    await start({ MAIL_RATE_PER_MINUTE: '2' });
    // The minutes counted for the earlier tests' mails (sent at sixty a minute) are not this test's.
    await db('chispa_mail_throttle').delete();
    const five = await members(5);
    for (const member of five) await told(member.id, 'updates', { titles: { es: 'Plaza' } });
    const sent = async () => (await Promise.all(five.map((member) => mailsTo(member.email)))).flat().length;
    const windows = async () => (await db('chispa_mail_throttle').select('window_start', 'sent')) as { window_start: number | string; sent: number }[];
    try {
      await expect.poll(sent, { timeout: 30_000, interval: 200 }).toBeGreaterThanOrEqual(2);
      // Every mail took a place in its minute, and no minute held more than two.
      expect((await windows()).every((row) => Number(row.sent) <= 2)).toBe(true);
      expect(await sent()).toBeLessThanOrEqual(2 * (await windows()).length);
      // The next minutes (the server's clock moved on) let the rest go.
      for (let minute = 1; (await sent()) < five.length && minute <= 3; minute += 1) {
        await setClock(minute * 60_000);
        await expect.poll(sent, { timeout: 30_000, interval: 200 }).toBeGreaterThanOrEqual(Math.min(five.length, 2 * minute + 1));
      }
      await expect.poll(sent, { timeout: 30_000, interval: 200 }).toBe(five.length);
      expect((await windows()).every((row) => Number(row.sent) <= 2)).toBe(true);
    } finally {
      await setClock(0);
    }
  }, 240_000);
});
