// Runs Strapi as a child process and waits until it answers its health check.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { devNull } from 'node:os';
import { join } from 'node:path';
import { serverDir, strapiCli } from './paths.mjs';
import { newVapidKeys } from './vapid-keys.mjs';
import { runtimeNode } from './runtime.mjs';

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}) before it was ready`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready at ${url} within ${timeoutMs / 1000} s`);
}

/** Ports this process handed out: the system may offer a closed probe's port again at once. */
const handedOut = new Set();

/**
 * A TCP port that was free a moment ago, for servers started by tests; never one this process
 * handed out before (two calls in a row once gave the app and Strapi the same port).
 * @returns {Promise<number>}
 */
export async function freePort() {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port: offered } = /** @type {import('node:net').AddressInfo} */ (probe.address());
        probe.close(() => resolve(offered));
      });
    });
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

/**
 * @param {{ port: number, dev?: boolean, production?: boolean, env?: Record<string,string>, logFile?: string, dir?: string }} options
 * logFile: where Strapi's output goes (default: this terminal). dir: another checkout's server folder
 * (an earlier release, built; scripts/make-upgrade-fixture.mjs), with its own modules or, inside
 * this server's folder, this one's.
 * production: NODE_ENV=production, settings from the environment only (server/.env, which holds the
 * development's throwaway secrets, is not read), HOST from the environment (loopback by default).
 */
export async function startServer({ port, dev = false, production = false, env = {}, logFile, dir = serverDir }) {
  const childEnv = production
    ? { ...process.env, HOST: process.env.HOST || '127.0.0.1', PORT: String(port), ...env, NODE_ENV: 'production', ENV_PATH: devNull }
    : { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env };
  const ownCli = join(dir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
  const cli = existsSync(ownCli) ? ownCli : strapiCli;
  const child = spawn(runtimeNode(), [cli, dev ? 'develop' : 'start'], {
    cwd: dir,
    env: childEnv,
    stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (logFile) {
    const log = createWriteStream(logFile, { flags: 'a' }); // appended: a restarted server keeps the earlier lines
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }

  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });

  try {
    await waitForHealth(`http://127.0.0.1:${port}/_health`, child, dev ? 600_000 : 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop, kill: (signal) => child.kill(signal), exited };
}

/** Throwaway secrets for a server that lives as long as one test run. */
export function ephemeralSecrets() {
  const secret = () => randomBytes(24).toString('base64');
  return {
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    VERIFICATION_SECRET: secret(),
    ...newVapidKeys(),
  };
}

/**
 * A development Strapi (demo content, mailbox) with throwaway secrets, its own SQLite file and
 * uploads folder in a temporary directory, for a benchmark or a test that needs a server of its own
 * with other settings. `stop()` also removes the directory.
 * @param {{ env?: Record<string,string> }} options
 */
export async function startThrowawayServer({ env = {} } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'chispa-throwaway-'));
  mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
  try {
    const server = await startServer({
      port: await freePort(),
      logFile: join(dir, 'strapi.log'),
      env: {
        ...ephemeralSecrets(),
        NODE_ENV: 'development',
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: join(dir, 'throwaway.db'),
        PUBLIC_DIR: join(dir, 'public'),
        ...env,
      },
    });
    return {
      url: server.url,
      pid: server.pid,
      logFile: join(dir, 'strapi.log'),
      kill: server.kill,
      exited: server.exited,
      async stop() {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
