// `npm run start:production` for real: it refuses half-configured, and fully configured it serves the
// app with its security headers, sends mail over SMTP with links to APP_URL, and has none of
// development's shortcuts (mailbox, local checkout, demo accounts), on loopback only.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { devNull, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, buildServer } from '../../scripts/lib/builds.mjs';
import { serverDir } from '../../scripts/lib/paths.mjs';
import { listeningAddresses } from '../../scripts/lib/listening.mjs';
import { REQUIRED_SETTINGS } from '../../scripts/lib/production-settings.mjs';
import { ephemeralSecrets, freePort } from '../../scripts/lib/server-process.mjs';
import { registrationBody } from '../../scripts/lib/join.mjs';
import { solvedChallenge } from '../../scripts/lib/proof-of-work.mjs';
import { bareEnvironment, startProduction, stop, waitForOutput } from './production-process';
import { startSmtpServer } from './smtp';

const json = (body: unknown) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  // Both builds are content-hashed: nothing is rebuilt when npm test has just built them.
  await buildServer();
  await buildApp();
});

describe('production refuses to start half-configured', () => {
  it('npm run start:production exits non-zero naming every missing setting', async () => {
    const run = startProduction({ ...bareEnvironment(), APP_KEYS: 'a,b', SMTP_USERNAME: 'chispa' });
    expect(await run.exited).not.toBe(0);
    const missing = REQUIRED_SETTINGS.filter((name) => name !== 'APP_KEYS');
    for (const name of missing) expect(run.output()).toContain(`${name} is not set`);
    expect(run.output()).not.toContain('APP_KEYS is not set');
    expect(run.output()).toContain('SMTP_PASSWORD is not set');
  });

  it('Strapi itself refuses to boot in production half-configured, or on the development secrets', async () => {
    const strapi = join(serverDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
    const dir = mkdtempSync(join(tmpdir(), 'chispa-production-refuse-'));
    try {
      const child = spawn(process.execPath, [strapi, 'start'], {
        cwd: serverDir,
        env: {
          ...bareEnvironment(),
          ...ephemeralSecrets(),
          CHISPA_DEVELOPMENT_SECRETS: 'true',
          NODE_ENV: 'production',
          ENV_PATH: devNull,
          PORT: String(await freePort()),
          DATABASE_FILENAME: join(dir, 'refuse.db'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      // A server that boots instead of refusing is stopped, and the test fails on its output.
      const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
      const code = await new Promise((resolve) => child.once('exit', resolve));
      clearTimeout(timer);
      expect(code).not.toBe(0);
      for (const name of ['APP_URL', 'SMTP_HOST', 'SMTP_PORT', 'MAIL_FROM']) expect(output).toContain(`${name} is not set`);
      expect(output).toContain('CHISPA_DEVELOPMENT_SECRETS');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('production fully configured', () => {
  let dir: string;
  let appUrl: string;
  let apiUrl: string;
  let appPort: number;
  let apiPort: number;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let run: ReturnType<typeof startProduction>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'chispa-production-'));
    mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
    const smtpPort = await freePort();
    smtp = await startSmtpServer(smtpPort);
    appPort = await freePort();
    apiPort = await freePort();
    appUrl = `http://127.0.0.1:${appPort}`;
    apiUrl = `http://127.0.0.1:${apiPort}`;
    run = startProduction({
      ...bareEnvironment(),
      ...ephemeralSecrets(),
      APP_URL: appUrl,
      APP_PORT: String(appPort),
      API_PORT: String(apiPort),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      MAIL_FROM: 'Chispa <hola@chispa.test>',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: join(dir, 'production.db'),
      PUBLIC_DIR: join(dir, 'public'),
      // Demo content asked for explicitly: the content comes, the accounts with published passwords never do.
      CHISPA_DEMO_DATA: 'true',
      // Test-only switches set by mistake: production must not have the test clock or the gift seams all the same.
      CHISPA_TEST_CLOCK: 'true',
      CHISPA_TEST_GIFTS: 'true',
    });
    await waitForOutput(run, 'Chispa is running in production.', 240_000);
  });

  afterAll(async () => {
    if (run) await stop(run.child);
    await smtp?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('registration through the app origin sends the set-password mail over SMTP, linking to APP_URL', async () => {
    const email = `production-${Date.now()}@chispa.test`;
    const response = await fetch(`${appUrl}/api/auth/local/register`, json({ ...registrationBody(email), altcha: await solvedChallenge(appUrl) }));
    expect(response.status).toBeLessThan(300);
    await expect.poll(() => smtp.mails.find((mail) => mail.to === email), { timeout: 10_000 }).toBeTruthy();
    const mail = smtp.mails.find((m) => m.to === email)!;
    expect(mail.from).toBe('hola@chispa.test');
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    expect(link?.startsWith(`${appUrl}/`)).toBe(true);
  });

  it('says at start that draws run without a public randomness beacon, and what that leaves to trust', () => {
    expect(run.output()).toContain('Draws run without a public randomness beacon: whoever can read the database knows each draw’s seed before the draw');
  });

  it('has no development mailbox, on the app origin or on Strapi', async () => {
    expect((await fetch(`${appUrl}/dev/mailbox.json`)).status).toBe(404);
    expect((await fetch(`${apiUrl}/dev/mailbox.json`)).status).toBe(404);
    expect((await fetch(`${apiUrl}/dev/mailbox`)).status).toBe(404);
    // Nor its outage switch: real mail is never refused on request.
    const outage = await fetch(`${apiUrl}/dev/mailbox/outage`, json({ to: 'someone@chispa.test', mails: 1 }));
    expect(outage.status).not.toBe(204);
    expect(outage.status).toBe((await fetch(`${apiUrl}/dev/no-such-thing`, json({}))).status);
  });

  it('has no test clock, even when its switch is set', async () => {
    const post = (base: string, path: string) => fetch(`${base}${path}`, json({ offsetMs: 400 * 24 * 60 * 60 * 1000 }));
    for (const base of [appUrl, apiUrl]) {
      // Answered as any address that does not exist (a POST where only files are served: 404 or 405), never moved (204).
      const moved = await post(base, '/dev/clock');
      expect(moved.status).not.toBe(204);
      expect(moved.status).toBe((await post(base, '/dev/no-such-thing')).status);
    }
  });

  it('seeds the demo content when asked, but no demo member and no editor with the README passwords, and no local checkout', async () => {
    const projects = await (await fetch(`${appUrl}/api/projects?locale=es`)).json();
    expect(projects.data.length).toBeGreaterThan(0);
    const demo = await fetch(`${appUrl}/api/auth/local`, json({ identifier: 'demo@chispa.test', password: 'chispa-demo-2026' }));
    expect(demo.status).toBe(400);
    // Nor the demo's voters (development's vote history, seed/demo-voters.ts): its closed projects show results of no votes.
    const results = (await (await fetch(`${appUrl}/api/project-results`)).json()).data as { total: number }[];
    expect(results.length).toBeGreaterThan(0);
    expect(results.map((r) => r.total)).toEqual(results.map(() => 0));
    for (const account of [{ email: 'admin@chispa.test', password: 'Chispa-admin-2026' }, { email: 'editora@chispa.test', password: 'Chispa-editora-2026' }]) {
      expect((await fetch(`${apiUrl}/admin/login`, json(account))).status).toBe(400);
    }
    const missing = (await fetch(`${apiUrl}/dev/no-such-thing`, json({}))).status;
    for (const seam of ['/dev/gifts/dates', '/dev/gifts/unapplied']) expect((await fetch(`${apiUrl}${seam}`, json({ targetEmail: 'a@b.es' }))).status).toBe(missing);
    expect((await fetch(`${appUrl}/api/checkout/local/anything`)).status).toBe(404);
  });

  it('answers 503 payments.unavailable to subscribing, gifts, prices and the payment portal, without payment settings', async () => {
    const email = `payer-${Date.now()}@chispa.test`;
    await fetch(`${appUrl}/api/auth/local/register`, json({ ...registrationBody(email), altcha: await solvedChallenge(appUrl) }));
    await expect.poll(() => smtp.mails.find((mail) => mail.to === email), { timeout: 10_000 }).toBeTruthy();
    const code = new URL(/https?:\/\/\S+/.exec(smtp.mails.find((m) => m.to === email)!.text)![0]).searchParams.get('code');
    const password = 'production-pass-2026';
    const reset = await fetch(`${appUrl}/api/auth/reset-password`, json({ code, password, passwordConfirmation: password }));
    expect(reset.status).toBe(200);
    const { jwt } = await (await fetch(`${appUrl}/api/auth/local`, json({ identifier: email, password }))).json();
    const subscribe = (body: unknown) =>
      fetch(`${appUrl}/api/subscriptions`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` }, body: JSON.stringify(body) });
    for (const body of [
      { priceId: 'premium_monthly', type: 'recurring', consentImmediatePerformance: true, expectedAmountCents: 499, locale: 'es' },
      { priceId: 'la_que_toca', type: 'single', consentImmediatePerformance: true, expectedAmountCents: 1999, targetEmail: 'amiga@chispa.test', locale: 'es' },
    ]) {
      const response = await subscribe(body);
      expect(response.status).toBe(503);
      expect((await response.json()).error.details.code).toBe('payments.unavailable');
    }
    // No prices to show, and no payment method to manage, where nothing can be paid (issue 53).
    const member = { Authorization: `Bearer ${jwt}` };
    for (const [path, init] of [['/api/prices', {}], ['/api/subscriptions/portal', { method: 'POST', headers: member }]] as const) {
      const response = await fetch(`${appUrl}${path}`, init);
      expect(response.status, path).toBe(503);
      expect((await response.json()).error.details.code).toBe('payments.unavailable');
    }
  });

  it('sends the security headers on the app origin, HSTS included', async () => {
    const response = await fetch(`${appUrl}/`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('listens on the loopback interface only, app and Strapi', () => {
    const ports = [appPort, apiPort];
    const listening = listeningAddresses(ports);
    expect(listening).toEqual([`127.0.0.1:${apiPort}`, `127.0.0.1:${appPort}`].sort());
  });
});
