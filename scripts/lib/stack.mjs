// Starts Strapi and the app on one origin: the app (vite preview, or vite's dev server) proxies
// /api and /uploads to Strapi. Used by `npm start`, `npm run dev` and the end-to-end tests.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { buildApp, buildServer } from './builds.mjs';
import { rootDir, serverDir } from './paths.mjs';
import { ensureServerEnv } from './server-env.mjs';

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

/**
 * @param {{ appPort?: number, apiPort?: number, dev?: boolean, serverEnv?: Record<string,string>, serverLog?: string }} options
 * serverLog: a file for Strapi's output (default: this terminal).
 */
export async function startStack({ appPort = 4173, apiPort = 1337, dev = false, serverEnv = {}, serverLog } = {}) {
  ensureServerEnv();
  if (!dev) {
    await buildServer();
    await buildApp();
  }

  const strapiBin = join(serverDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
  const strapi = spawn(process.execPath, [strapiBin, dev ? 'develop' : 'start'], {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(apiPort), ...serverEnv },
    stdio: serverLog ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (serverLog) {
    const log = createWriteStream(serverLog);
    strapi.stdout.pipe(log);
    strapi.stderr.pipe(log);
  }
  const stopServer = () =>
    new Promise((resolve) => {
      if (strapi.exitCode !== null || strapi.signalCode !== null) return resolve();
      strapi.once('exit', resolve);
      strapi.kill('SIGTERM');
      setTimeout(() => strapi.kill('SIGKILL'), 10_000).unref();
    });

  try {
    await waitForHealth(`http://127.0.0.1:${apiPort}/_health`, strapi, dev ? 600_000 : 180_000);
  } catch (error) {
    await stopServer();
    throw error;
  }

  // vite.config.ts reads the ports when it is loaded.
  process.env.APP_PORT = String(appPort);
  process.env.API_PORT = String(apiPort);
  const vite = await import('vite');
  const configFile = join(rootDir, 'vite.config.ts');
  let app;
  try {
    if (dev) {
      app = await vite.createServer({ configFile, root: rootDir });
      await app.listen();
    } else {
      app = await vite.preview({ configFile, root: rootDir });
    }
  } catch (error) {
    await stopServer();
    throw error;
  }

  return {
    appUrl: `http://localhost:${appPort}`,
    apiUrl: `http://localhost:${apiPort}`,
    async stop() {
      await Promise.allSettled([dev ? app.close() : app.close(), stopServer()]);
    },
  };
}
