// The app server alone, in production (deploy/systemd/chispa-app.service): the built app (`npm run
// build`) behind nginx, with the Strapi instances run as units of their own. APP_API_URL is where it
// reads the public API (share links' previews, the first home section) and proxies /api: nginx's
// front or one instance; `http://127.0.0.1:${API_PORT}` when unset. On loopback, like the instances.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startAppServer } from './lib/app-server/index.mjs';
import { rootDir } from './lib/paths.mjs';

const distDir = join(rootDir, 'dist');
const problems = [];
if (!process.env.APP_URL) problems.push('APP_URL (the address members open) is not set');
if (!existsSync(join(distDir, 'index.html'))) problems.push(`there is no build in ${distDir}: run npm run build`);
const metricsHost = process.env.METRICS_HOST?.trim() || '127.0.0.1';
if (process.env.APP_METRICS_PORT?.trim() && !['127.0.0.1', '::1', 'localhost'].includes(metricsHost) && !process.env.METRICS_TOKEN?.trim()) {
  problems.push('METRICS_TOKEN is not set (METRICS_HOST is not loopback)');
}
if (problems.length > 0) {
  console.error(`✖ The app server cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}

const port = Number(process.env.APP_PORT ?? 4173);
const apiTarget = process.env.APP_API_URL || `http://127.0.0.1:${process.env.API_PORT ?? 1337}`;
const hops = Number(process.env.APP_TRUST_PROXY ?? 0);
// Its figures (docs/deployment.md, "Metrics"), as npm run start:production serves them.
const appMetricsPort = process.env.APP_METRICS_PORT?.trim();
const metrics = appMetricsPort ? { port: Number(appMetricsPort), host: metricsHost, token: process.env.METRICS_TOKEN?.trim() || null } : null;
const server = await startAppServer({ distDir, apiTarget, port, production: true, publicUrl: process.env.APP_URL, trustProxy: hops > 0 ? hops : false, metrics });
console.log(`Chispa's app server listens on ${server.url} for ${process.env.APP_URL}; the API at ${apiTarget}${server.metricsUrl ? `; its figures at ${server.metricsUrl}` : ''}.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(0);
  });
}
