import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startNginx } from '../../scripts/lib/cluster/nginx.mjs';
import { startPostgres } from '../../scripts/lib/postgres.mjs';
import { othersCanReach } from '../../scripts/lib/reachable.mjs';
import { freePort } from '../../scripts/lib/server-process.mjs';

// A checkout made with `git clone` into `$(mktemp -d)`: a folder only its owner may enter (0700).
const checkout = mkdtempSync(join(tmpdir(), 'chispa-private-'));
afterAll(() => rmSync(checkout, { recursive: true, force: true }));

describe('a checkout in a private folder', () => {
  it('is one that other users cannot reach (the premise of the tests below)', () => {
    expect(statSync(checkout).mode & 0o777).toBe(0o700);
    expect(othersCanReach(join(checkout, 'dist'))).toBe(false);
    expect(othersCanReach(tmpdir())).toBe(true);
  });

  it("gets nginx's static files served (its workers run as nobody when we are root)", async () => {
    const dist = join(checkout, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'assets', 'start-abc123.js'), 'console.log("start");');
    const nginx = await startNginx({
      listen: await freePort(),
      statusPort: await freePort(),
      distDir: dist,
      runDir: join(checkout, '.tmp', 'nginx'),
      strapiPorts: [await freePort()],
      appPorts: [await freePort()],
    });
    try {
      const asset = await fetch(`${nginx.url}/assets/start-abc123.js`);
      expect(asset.status).toBe(200);
      expect(await asset.text()).toBe('console.log("start");');
    } finally {
      await nginx.stop();
    }
  });

  it('gets PostgreSQL started with its data kept for the next start (it runs as nobody when we are root)', async () => {
    const dir = join(checkout, '.tmp', 'postgres');
    const first = await startPostgres({ dir, keep: true });
    try {
      first.query('CREATE TABLE kept (value text); INSERT INTO kept VALUES (\'still here\')');
    } finally {
      first.stop();
    }
    const second = await startPostgres({ dir, keep: false });
    try {
      expect(second.query('SELECT value FROM kept')).toBe('still here');
    } finally {
      second.stop();
    }
  });
});
