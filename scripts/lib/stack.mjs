// Starts Strapi and the app on one origin: the app (vite preview, or vite's dev server) proxies
// /api and /uploads to Strapi. Used by `npm start`, `npm run dev` and the end-to-end tests.
import { join } from 'node:path';
import { buildApp, buildServer } from './builds.mjs';
import { rootDir } from './paths.mjs';
import { ensureServerEnv } from './server-env.mjs';
import { startServer } from './server-process.mjs';

/**
 * @param {{ appPort?: number, apiPort?: number, dev?: boolean, serverEnv?: Record<string,string>, serverLog?: string }} options
 */
export async function startStack({ appPort = 4173, apiPort = 1337, dev = false, serverEnv = {}, serverLog } = {}) {
  ensureServerEnv();
  if (!dev) {
    await buildServer();
    await buildApp();
  }
  const startApi = () => startServer({ port: apiPort, dev, env: serverEnv, logFile: serverLog });
  let server = await startApi();

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
    await server.stop();
    throw error;
  }

  return {
    appUrl: `http://localhost:${appPort}`,
    apiUrl: `http://localhost:${apiPort}`,
    async stop() {
      await Promise.allSettled([app.close(), server.stop()]);
    },
    /** Stops only Strapi: the app still answers, its API calls get 502 (a server down, not offline). */
    async stopApi() {
      await server.stop();
    },
    async startApi() {
      server = await startApi();
    },
  };
}
