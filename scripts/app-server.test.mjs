// @vitest-environment node
// The app server alone (deploy/systemd/chispa-app.service): refuses without its public address,
// answers the readiness path its unit waits for, and stops on SIGTERM with exit 0.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from './lib/paths.mjs';
import { freePort } from './lib/server-process.mjs';

const script = join(rootDir, 'scripts', 'app-server.mjs');
const built = existsSync(join(rootDir, 'dist', 'index.html'));

function start(env) {
  const child = spawn(process.execPath, [script], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('scripts/app-server.mjs', () => {
  it('refuses to start without APP_URL, naming it', async () => {
    const server = start({ APP_PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('APP_URL');
  });

  // npm test builds the app before the unit tests; a checkout never built has no dist/ to serve.
  it.skipIf(!built)('serves the build: its unit\'s readiness path answers 200, its figures on APP_METRICS_PORT, and SIGTERM stops it with exit 0', async () => {
    const port = await freePort();
    const metricsPort = await freePort();
    const server = start({ APP_URL: 'https://chispa.example.org', APP_PORT: String(port), APP_METRICS_PORT: String(metricsPort), APP_API_URL: `http://127.0.0.1:${await freePort()}` });
    await expect.poll(() => fetch(`http://127.0.0.1:${port}/robots.txt`).then((response) => response.status, () => 0), { timeout: 20_000, interval: 200 }).toBe(200);
    // Counted when the answer is finished, which may be just after the client read it.
    const figures = () => fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((response) => response.text());
    await expect.poll(figures, { timeout: 5_000, interval: 100 }).toMatch(/^chispa_http_requests_total\{.*route="[^"]*".*\} 1$/m);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 30_000);
});
