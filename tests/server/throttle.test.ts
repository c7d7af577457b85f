import { describe, expect, it, vi } from 'vitest';
import { randomClientAddress } from '../../scripts/lib/join.mjs';
import { apiClient } from './client';
import { mailedLink, mailsTo, newMember, registration, seededProjects } from './members';

// The production defaults (config/throttle.ts); the test server runs with them.
const LOGIN_FAILURES_PER_ACCOUNT_CLIENT = 10;
const LOGIN_FAILURES_PER_CLIENT = 50;
const SIGNUPS_PER_CLIENT = 20;
const SIGNUPS_PER_ADDRESS = 5;
const ACCOUNT_MAILS_PER_CLIENT = 10;
const ACCOUNT_MAILS_PER_ADDRESS = 3;
const PASSWORD_CHANGES_PER_CLIENT = 20;
const SHARES_PER_MEMBER = 20;
const SHARES_PER_CLIENT = 60;
const PROFILE_SAVES_PER_MEMBER = 30;
const EMAIL_CHANGE_MAILS_PER_MAILBOX = 3;
const LOGIN_FAILURES_PER_ACCOUNT = 100;
const UPLOADS_PER_MEMBER = 10;
const UPLOADS_PER_CLIENT = 30;

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

type Client = ReturnType<typeof apiClient>;
const logIn = (client: Client, identifier: string, password: string, headers: Record<string, string> = {}) =>
  client.call('/api/auth/local', { method: 'POST', json: { identifier, password }, headers });

function expectThrottled(answer: { status: number; body: any; headers: Headers }) {
  expect(answer.status).toBe(429);
  expect(answer.body.error.details.code).toBe('rateLimit.exceeded');
  expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0);
}

describe('login throttle', () => {
  it("counts an attacker's failures on an account against the attacker's client only", async () => {
    const victim = await newMember();
    const attacker = apiClient();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_CLIENT; i += 1) {
      expect((await logIn(attacker, victim.email, `wrong-${i}`)).status).toBe(400);
    }
    expectThrottled(await logIn(attacker, victim.email, 'wrong-again'));
    // Even the right password waits, from the attacker's client…
    expectThrottled(await logIn(attacker, victim.email, victim.password));
    // …while the member, on their own client, is not blocked at all.
    expect((await logIn(apiClient(), victim.email, victim.password)).status).toBe(200);
  });

  it('locks out a client that fails on many accounts, and nobody else', async () => {
    const member = await newMember();
    const attacker = apiClient();
    for (let i = 0; i < LOGIN_FAILURES_PER_CLIENT; i += 1) {
      expect((await logIn(attacker, `nobody-${i}@chispa.test`, 'wrong-password')).status).toBe(400);
    }
    expectThrottled(await logIn(attacker, member.email, member.password));
    expect((await logIn(apiClient(), member.email, member.password)).status).toBe(200);
  });

  it('forgets an account-and-client count once the login succeeds', async () => {
    const member = await newMember();
    const client = apiClient();
    for (let round = 0; round < 2; round += 1) {
      for (let i = 1; i < LOGIN_FAILURES_PER_ACCOUNT_CLIENT; i += 1) expect((await logIn(client, member.email, 'typo')).status).toBe(400);
      expect((await logIn(client, member.email, member.password)).status).toBe(200);
    }
  });

  it('takes the client from the entry our proxy appended: addresses prepended by the client change nothing', async () => {
    const member = await newMember();
    const attacker = apiClient();
    for (let i = 0; i < LOGIN_FAILURES_PER_CLIENT; i += 1) await logIn(attacker, `nobody-${i}@chispa.test`, 'wrong-password');
    expectThrottled(await logIn(attacker, member.email, member.password));
    for (const spoof of [randomClientAddress(), `${randomClientAddress()}, ${randomClientAddress()}`, 'unknown', '::1']) {
      // What reaches Strapi when the attacker sends "X-Forwarded-For: <spoof>" through our proxy.
      expectThrottled(await logIn(attacker, member.email, member.password, { 'X-Forwarded-For': `${spoof}, ${attacker.address}` }));
    }
  });

  it('matches the login route however its path is spelt', async () => {
    const member = await newMember();
    const attacker = apiClient();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_CLIENT; i += 1) await logIn(attacker, member.email, 'wrong');
    for (const path of ['/api/auth/local/', '/API/auth/local', '/api/auth/LOCAL', '/api/auth/local?x=1']) {
      const answer = await attacker.call(path, { method: 'POST', json: { identifier: member.email, password: member.password } });
      expect(answer.status, path).not.toBe(200);
      if (answer.status !== 404) expectThrottled(answer);
    }
  });

  it("caps an account's failures from every client; the owner's browser still gets in, a new one only after a reset", async () => {
    const owner = await newMember(); // signed in once: its client holds the device cookie
    expect(owner.client.cookie('chispa_device')).toMatch(/^[\w-]{22}$/);
    const clients = LOGIN_FAILURES_PER_ACCOUNT / LOGIN_FAILURES_PER_ACCOUNT_CLIENT;
    await Promise.all(
      Array.from({ length: clients }, async (_, c) => {
        const attacker = apiClient();
        for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_CLIENT; i += 1) expect((await logIn(attacker, owner.email, `wrong-${c}-${i}`)).status).toBe(400);
      }),
    );
    // Over the ceiling: a client that never signed in to the account is refused, even with the password…
    expectThrottled(await logIn(apiClient(), owner.email, 'wrong-again'));
    expectThrottled(await logIn(apiClient(), ` ${owner.email.toUpperCase()}`, owner.password));
    // …and a device cookie for another account does not help.
    const other = await newMember();
    expectThrottled(await other.client.call('/api/auth/local', { method: 'POST', json: { identifier: owner.email, password: owner.password } }));
    // The owner's browser still may try, and gets in with the password.
    expect((await logIn(owner.client, owner.email, 'a-typo')).status).toBe(400);
    expect((await logIn(owner.client, owner.email, owner.password)).status).toBe(200);

    // A reset by mail (no login needed) clears the ceiling.
    const joinLink = await mailedLink(owner.email);
    expect((await apiClient().call('/api/auth/forgot-password', { method: 'POST', json: { email: owner.email } })).status).toBe(200);
    const resetLink = await vi.waitFor(async () => {
      const link = await mailedLink(owner.email);
      if (link === joinLink) throw new Error('no reset mail yet');
      return link;
    });
    const code = new URL(resetLink).searchParams.get('code');
    const password = 'new-pass-2026-ceiling';
    expect((await apiClient().call('/api/auth/reset-password', { method: 'POST', json: { code, password, passwordConfirmation: password } })).status).toBe(200);
    expect((await logIn(apiClient(), owner.email, password)).status).toBe(200);
  }, 120_000);

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 address', async () => {
    const member = await newMember();
    const fail = (address: string, i: number) => logIn(apiClient({ address }), `nobody-${i}-${crypto.randomUUID()}@chispa.test`, 'wrong-password');
    const prefix = randomClientAddress().split(':').slice(0, 4).join(':');
    for (let i = 0; i < LOGIN_FAILURES_PER_CLIENT; i += 1) expect((await fail(`${prefix}:${(i + 1).toString(16)}::${i + 1}`, i)).status).toBe(400);
    expectThrottled(await logIn(apiClient({ address: `${prefix}:ffff:1:2:3` }), member.email, member.password));
    expect((await logIn(apiClient(), member.email, member.password)).status).toBe(200);

    const ipv4 = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
    for (let i = 0; i < LOGIN_FAILURES_PER_CLIENT; i += 1) expect((await fail(`::ffff:${ipv4}`, i)).status).toBe(400);
    expectThrottled(await logIn(apiClient({ address: ipv4 }), member.email, member.password));
  });
});

describe('throttles on sign-ups, account mails, password changes and shares', () => {
  it('limits sign-ups per client', async () => {
    const client = apiClient();
    for (let i = 0; i < SIGNUPS_PER_CLIENT; i += 1) {
      const answer = await client.call('/api/auth/local/register', { method: 'POST', json: registration(`farm-${crypto.randomUUID()}@chispa.test`) });
      expect(answer.status).toBe(200);
    }
    expectThrottled(await client.call('/api/auth/local/register', { method: 'POST', json: registration(`farm-${crypto.randomUUID()}@chispa.test`) }));
    expect((await apiClient().call('/api/auth/local/register', { method: 'POST', json: registration(`other-${crypto.randomUUID()}@chispa.test`) })).status).toBe(200);
  });

  it('limits sign-ups per address, from any client', async () => {
    const email = `target-${crypto.randomUUID()}@chispa.test`;
    for (let i = 0; i < SIGNUPS_PER_ADDRESS; i += 1) {
      expect((await apiClient().call('/api/auth/local/register', { method: 'POST', json: registration(email) })).status).not.toBe(429);
    }
    expectThrottled(await apiClient().call('/api/auth/local/register', { method: 'POST', json: registration(email.toUpperCase()) }));
  });

  it('limits reset mails per client and per address', async () => {
    const member = await newMember();
    for (let i = 0; i < ACCOUNT_MAILS_PER_ADDRESS; i += 1) {
      expect((await apiClient().call('/api/auth/forgot-password', { method: 'POST', json: { email: member.email } })).status).toBe(200);
    }
    expectThrottled(await apiClient().call('/api/auth/forgot-password', { method: 'POST', json: { email: member.email } }));

    const client = apiClient();
    for (let i = 0; i < ACCOUNT_MAILS_PER_CLIENT; i += 1) {
      expect((await client.call('/api/auth/forgot-password', { method: 'POST', json: { email: `n-${i}-${crypto.randomUUID()}@chispa.test` } })).status).toBe(200);
    }
    expectThrottled(await client.call('/api/auth/forgot-password/', { method: 'POST', json: { email: `n-${crypto.randomUUID()}@chispa.test` } }));
  });

  it('limits reset attempts per client', async () => {
    const client = apiClient();
    const attempt = () => client.call('/api/auth/reset-password', { method: 'POST', json: { code: crypto.randomUUID(), password: 'guess-pass-2026', passwordConfirmation: 'guess-pass-2026' } });
    for (let i = 0; i < PASSWORD_CHANGES_PER_CLIENT; i += 1) expect((await attempt()).status).toBe(400);
    expectThrottled(await attempt());
    expect((await apiClient().call('/api/auth/reset-password', { method: 'POST', json: { code: 'x', password: 'guess-pass-2026', passwordConfirmation: 'guess-pass-2026' } })).status).toBe(400);
  });

  it('limits share calls per member across clients, and per client across members', async () => {
    const { Huertos } = await seededProjects();
    const share = (member: Awaited<ReturnType<typeof newMember>>, address: string) =>
      member.as('/api/challenges/shareProject', { method: 'POST', json: { documentId: Huertos!.documentId }, headers: { 'X-Forwarded-For': address } });
    const sharer = await newMember();
    for (let i = 0; i < SHARES_PER_MEMBER; i += 1) expect((await share(sharer, randomClientAddress())).status).toBe(200);
    expectThrottled(await share(sharer, randomClientAddress()));

    const address = randomClientAddress();
    const farm = await Promise.all(Array.from({ length: Math.ceil(SHARES_PER_CLIENT / SHARES_PER_MEMBER) + 1 }, () => newMember()));
    let sent = 0;
    for (const member of farm) {
      for (let i = 0; i < SHARES_PER_MEMBER && sent < SHARES_PER_CLIENT; i += 1, sent += 1) expect((await share(member, address)).status).toBe(200);
    }
    expectThrottled(await share(farm.at(-1)!, address));
    expect((await share(farm.at(-1)!, randomClientAddress())).status).toBe(200);
  });

  it('limits profile saves (each may mail two addresses) per member, across clients', async () => {
    const member = await newMember();
    const save = (n: number) =>
      member.as(`/api/users/${member.user.id}`, {
        method: 'PUT',
        json: { firstName: 'A', lastName: 'B', email: `moved-${n}-${crypto.randomUUID()}@chispa.test` },
        headers: { 'X-Forwarded-For': randomClientAddress() },
      });
    for (let i = 0; i < PROFILE_SAVES_PER_MEMBER; i += 1) expect((await save(i)).status).toBe(200);
    expectThrottled(await save(PROFILE_SAVES_PER_MEMBER));
    expect((await (await newMember()).as('/api/users/me')).status).toBe(200);
  });

  it('limits e-mail change mails per recipient, across members, and mails nothing over it', async () => {
    const victims = [`victim-a-${crypto.randomUUID()}@chispa.test`, `victim-b-${crypto.randomUUID()}@chispa.test`];
    const member = await newMember();
    const save = (asker: typeof member, email: string) =>
      asker.as(`/api/users/${asker.user.id}`, { method: 'PUT', json: { firstName: 'Pro', lastName: 'Be', email }, headers: { 'X-Forwarded-For': randomClientAddress() } });
    for (let i = 0; i < 2 * ACCOUNT_MAILS_PER_ADDRESS; i += 1) expect((await save(member, victims[i % 2]!)).status).toBe(200);
    for (const victim of victims) await vi.waitFor(async () => expect(await mailsTo(victim)).toHaveLength(ACCOUNT_MAILS_PER_ADDRESS));
    expectThrottled(await save(member, victims[0]!));
    expectThrottled(await save(await newMember(), victims[1]!));
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const victim of victims) expect(await mailsTo(victim)).toHaveLength(ACCOUNT_MAILS_PER_ADDRESS);
    // The refused save changed nothing: the last address asked for is still the pending one.
    expect((await member.as('/api/users/me')).body.pendingEmail).toBe(victims[1]);
  });

  it("counts e-mail change mails per mailbox however the address is spelt, and never spends the owner's reset mails", async () => {
    const owner = await newMember();
    const [local, domain] = owner.email.split('@') as [string, string];
    const spellings = [`${local}+1@${domain}`, `"${local}"@${domain}`, `${local.toUpperCase()}+x@${domain}`];
    // Strapi's closed confirmation route sends nothing, so it counts for nothing either.
    for (let i = 0; i < ACCOUNT_MAILS_PER_ADDRESS; i += 1) {
      await apiClient().call('/api/auth/send-email-confirmation', { method: 'POST', json: { email: owner.email } });
    }
    const asker = await newMember();
    const save = (email: string) =>
      asker.as(`/api/users/${asker.user.id}`, { method: 'PUT', json: { firstName: 'Pro', lastName: 'Be', email }, headers: { 'X-Forwarded-For': randomClientAddress() } });
    for (const spelling of spellings.slice(0, EMAIL_CHANGE_MAILS_PER_MAILBOX)) expect((await save(spelling)).status).toBe(200);
    expectThrottled(await save(`${local}+again@${domain}`));
    // The owner can still ask for a reset mail (their way back into a locked account).
    const forgot = await apiClient().call('/api/auth/forgot-password', { method: 'POST', json: { email: owner.email } });
    expect(forgot.status).toBe(200);
    await vi.waitFor(async () => expect((await mailsTo(owner.email)).map((mail) => mail.subject)).toContain('Restablece tu contraseña de Chispa'));
  });

  it("does not let guests spend the upload budget of the members behind their address", async () => {
    const address = randomClientAddress();
    const form = () => {
      const body = new FormData();
      body.append('files', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'avatar.png');
      return body;
    };
    for (let i = 0; i <= UPLOADS_PER_CLIENT; i += 1) {
      const guest = await apiClient().call('/api/upload', { method: 'POST', body: form(), headers: { 'X-Forwarded-For': address, Authorization: 'Bearer not-a-token' } });
      expect(guest.status).toBeGreaterThanOrEqual(401);
      expect(guest.status).toBeLessThan(404);
    }
    const member = await newMember();
    expect((await member.as('/api/upload', { method: 'POST', body: form(), headers: { 'X-Forwarded-For': address } })).status).toBe(201);
  });

  it('limits uploads per member across clients, and per client across members', async () => {
    const upload = (member: Awaited<ReturnType<typeof newMember>>, address: string) => {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'avatar.png');
      return member.as('/api/upload', { method: 'POST', body: form, headers: { 'X-Forwarded-For': address } });
    };
    const uploader = await newMember();
    for (let i = 0; i < UPLOADS_PER_MEMBER; i += 1) expect((await upload(uploader, randomClientAddress())).status).toBe(201);
    expectThrottled(await upload(uploader, randomClientAddress()));

    const address = randomClientAddress();
    const farm = await Promise.all(Array.from({ length: UPLOADS_PER_CLIENT / UPLOADS_PER_MEMBER + 1 }, () => newMember()));
    for (const member of farm.slice(0, -1)) {
      for (let i = 0; i < UPLOADS_PER_MEMBER; i += 1) expect((await upload(member, address)).status).toBe(201);
    }
    expectThrottled(await upload(farm.at(-1)!, address));
    expect((await upload(farm.at(-1)!, randomClientAddress())).status).toBe(201);
  }, 120_000);

  it('limits e-mail change confirmations per client', async () => {
    const client = apiClient();
    const confirm = () => client.call('/api/auth/email-change/confirm', { method: 'POST', json: { code: 'f'.repeat(64) } });
    for (let i = 0; i < PASSWORD_CHANGES_PER_CLIENT; i += 1) expect((await confirm()).status).toBe(400);
    expectThrottled(await confirm());
  });
});

// Whether X-Forwarded-For is believed (TRUST_PROXY, TRUST_PROXY_FROM) is tested without booting
// Strapi: server/src/middlewares/proxy-peer.test.ts, over HTTP, from our own settings.
