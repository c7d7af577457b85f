// Starts Strapi and the app on one origin: the app server (scripts/lib/app-server/) serves dist/ and
// proxies /api and /uploads to Strapi; `npm run dev` uses Vite's dev server instead. Used by
// `npm start`, `npm run dev`, `npm run start:production` and the end-to-end tests.
import { join } from 'node:path';
import { startAppServer } from './app-server/index.mjs';
import { buildApp, buildServer } from './builds.mjs';
import { rootDir } from './paths.mjs';
import { ensureServerEnv } from './server-env.mjs';
import { startServer } from './server-process.mjs';

/**
 * @param {{ appPort?: number, apiPort?: number, dev?: boolean, production?: boolean, serverEnv?: Record<string,string>, serverLog?: string, appLog?: string, appTrustProxy?: boolean | number, appMetrics?: { port: number, host?: string, token?: string | null } | null }} options
 * production: Strapi in production and the app server with HSTS and without the development mailbox;
 * the caller has checked the settings (scripts/lib/production-settings.mjs) and passes them in serverEnv.
 * serverLog, appLog: files for Strapi's and the app server's output (this terminal by default); the
 * app server writes JSON lines when Strapi does (LOG_FORMAT, production).
 * appMetrics: the app server's metrics listener (app-server/metrics.mjs); none by default.
 */
export async function startStack({ appPort = 4173, apiPort = 1337, dev = false, production = false, serverEnv = {}, serverLog, appLog, appTrustProxy = false, appMetrics = null } = {}) {
  // Development keeps throwaway secrets in server/.env; production never reads that file.
  if (!production) ensureServerEnv();
  if (!dev) {
    await buildServer();
    await buildApp();
  }
  // The app server is Strapi's only client in front of it: Strapi believes one X-Forwarded-For hop.
  // Mail links and checkout returns point at this app, on whatever port it runs (production passes APP_URL).
  const apiEnv = { TRUST_PROXY: '1', APP_URL: process.env.APP_URL ?? `http://localhost:${appPort}`, ...serverEnv };
  const startApi = () => startServer({ port: apiPort, dev, production, env: apiEnv, logFile: serverLog });
  let server = await startApi();

  let app;
  try {
    if (dev) {
      // vite.config.ts reads the ports when it is loaded.
      process.env.APP_PORT = String(appPort);
      process.env.API_PORT = String(apiPort);
      const vite = await import('vite');
      app = await vite.createServer({ configFile: join(rootDir, 'vite.config.ts'), root: rootDir });
      await app.listen();
    } else {
      app = await startAppServer({
        distDir: join(rootDir, 'dist'),
        apiTarget: `http://127.0.0.1:${apiPort}`,
        port: appPort,
        production,
        publicUrl: apiEnv.APP_URL,
        trustProxy: appTrustProxy,
        metrics: appMetrics,
        logFormat: serverEnv.LOG_FORMAT ?? process.env.LOG_FORMAT,
        logFile: appLog,
      });
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

/** Ctrl-C or a service manager's SIGTERM stops Strapi and the app together, once. */
export function stopOnSignals(stack, message) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      if (message) console.log(message);
      await stack.stop();
      process.exit(0);
    });
  }
}
