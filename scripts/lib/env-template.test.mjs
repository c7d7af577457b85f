import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IDENTITY_SETTINGS } from './operator-identity.mjs';
// Vitest runs from the repository's root (this project's jsdom gives import.meta.url no file scheme).
const rootDir = process.cwd();

/** Source files under `dir` (recursively). */
function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sources(path);
    return /\.(ts|mjs|js)$/.test(name) && !/\.test\./.test(name) ? [path] : [];
  });
}

// Read by the code only as markers or by the harness itself, never set by an operator
// (PUSH_TEST_SERVICE: the tests' local push service; QUERY_COUNT: statement counts for tests and
// benchmarks; CHISPA_DEMO_SEEDED_AT: a demo seeded "weeks ago" for the demo-dates test; CHISPA_TEST_CLOCK: the end-to-end and server tests' movable clock; CHISPA_TEST_GIFTS: the server tests' gift seams; CHISPA_TEST_EXPORTS: the server tests' streamed-export probe; CHISPA_TEST_RENAME_COLUMN and CHISPA_TEST_RENAME_TABLE: the boot check's test; all ignored in production).
const INTERNAL = new Set(['NODE_ENV', 'CHISPA_DEVELOPMENT_SECRETS', 'ENV_PATH', 'PUSH_TEST_SERVICE', 'QUERY_COUNT', 'CHISPA_DEMO_SEEDED_AT', 'CHISPA_TEST_CLOCK', 'CHISPA_TEST_GIFTS', 'CHISPA_TEST_EXPORTS', 'CHISPA_TEST_RENAME_COLUMN', 'CHISPA_TEST_RENAME_TABLE']);

/** Every setting the server and the production scripts read. */
function settingsRead() {
  const files = [
    ...sources(join(rootDir, 'server', 'config')),
    ...sources(join(rootDir, 'server', 'src')),
    join(rootDir, 'scripts', 'start-production.mjs'),
    join(rootDir, 'scripts', 'app-server.mjs'),
    ...sources(join(rootDir, 'scripts', 'lib', 'app-server')),
    ...sources(join(rootDir, 'scripts', 'lib', 'backup')),
  ];
  const names = new Set();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, name] of text.matchAll(/\benv(?:\.(?:int|bool|array|float|json))?\('([A-Z][A-Z0-9_]+)'/g)) names.add(name);
    for (const [, name] of text.matchAll(/\blimit\('([A-Z][A-Z0-9_]+)'/g)) names.add(name);
    for (const [, name] of text.matchAll(/\b(?:process\.)?env\.([A-Z][A-Z0-9_]+)\b/g)) names.add(name);
  }
  return [...names].filter((name) => !INTERNAL.has(name)).sort();
}

describe('deploy/chispa.env.example', () => {
  const template = readFileSync(join(rootDir, 'deploy', 'chispa.env.example'), 'utf8');
  const listed = new Set([...template.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map(([, name]) => name));

  it('lists every setting the server and the production scripts read', () => {
    const read = settingsRead();
    expect(read.length).toBeGreaterThan(40);
    expect(read.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('holds no secret: every secret is left empty or says change-me', () => {
    for (const name of ['API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY', 'VERIFICATION_SECRET', 'SMTP_PASSWORD', 'DATABASE_PASSWORD', 'S3_SECRET_ACCESS_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'METRICS_TOKEN']) {
      expect(template).toMatch(new RegExp(`^${name}=$`, 'm'));
    }
    expect(template).toMatch(/^APP_KEYS=change-me-1,change-me-2$/m);
  });

  it("lists the operator's identity, read by name from a table, each left empty for the operator to fill in", () => {
    for (const name of Object.values(IDENTITY_SETTINGS)) expect(template).toMatch(new RegExp(`^${name}=$`, 'm'));
  });
});
