// Issue 54: the logs of a whole end-to-end run hold no personal data, and each of their lines has the
// shape operators ship (docs/deployment.md "Logs"). Runs after every other e2e file (vitest.config.ts's
// sequencer), on the logs they made: sign-ups, sign-ins, resets, verification by census, push, gifts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { logProblems } from '../../scripts/lib/log-check.mjs';
import { rootDir } from '../../scripts/lib/paths.mjs';

const appUrl = inject('appUrl');
const logs = { 'strapi.log': inject('serverLog'), 'app.log': inject('appLog') };
const read = (name: keyof typeof logs) => readFileSync(logs[name], 'utf8');
const entries = (name: keyof typeof logs) =>
  read(name)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** Every password the tests type (`password: '…'`, `password = '…'` in their sources and the join helper; a mail's subject about passwords has spaces). */
function testPasswords() {
  const dirs = ['tests/e2e', 'tests/engines'].map((dir) => join(rootDir, dir));
  const files = [...dirs.flatMap((dir) => readdirSync(dir).filter((name) => /\.(ts|mjs)$/.test(name)).map((name) => join(dir, name))), join(rootDir, 'scripts/lib/join.mjs')];
  const found = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/password\w*\s*[:=]\s*'([^'\s]{6,})'/gi)].map((match) => match[1]!));
  return [...new Set(found)];
}

describe('the logs of the run', () => {
  it("carry the proxy's request id from the app server to Strapi, on a request line each", async () => {
    const requestId = `e2e-logs-${Date.now().toString(16)}`;
    // A sign-in that fails: an e-mail and a password go in; neither may come out in a log.
    const answer = await fetch(`${appUrl}/api/auth/local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': requestId },
      body: JSON.stringify({ identifier: 'nadie-en-los-logs@chispa.test', password: 'no-en-los-logs-2026' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('x-request-id')).toBe(requestId);
    const line = (name: keyof typeof logs) => entries(name).find((entry) => entry.requestId === requestId && entry.method === 'POST');
    await expect.poll(() => line('strapi.log')).toMatchObject({ level: 'http', route: '/api/auth/local', status: 400 });
    await expect.poll(() => line('app.log')).toMatchObject({ level: 'http', route: '/api/*', status: 400 });
  });

  it('hold no e-mail, token, password, push endpoint or key, or identity number, and every line is a JSON line of the contract', () => {
    const known = { passwords: [...testPasswords(), 'no-en-los-logs-2026'], pushOrigins: [inject('pushServiceUrl')] };
    expect(known.passwords).toContain('member-pass-2026');
    const problems = Object.keys(logs).flatMap((name) => logProblems(read(name as keyof typeof logs), { name, ...known }));
    expect(problems).toEqual([]);
    // Something was checked: the run's requests, each on a line of its own.
    for (const name of Object.keys(logs)) expect(entries(name as keyof typeof logs).filter((entry) => 'route' in entry).length).toBeGreaterThan(0);
  });
});
