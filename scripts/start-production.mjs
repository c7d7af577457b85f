// `npm run start:production`: the same app in production. Settings come from the environment only
// (server/.env is development's); without every required one it refuses before building anything.
import { join } from 'node:path';
import { serverDir } from './lib/paths.mjs';
import { startStack, stopOnSignals } from './lib/stack.mjs';
import { productionSettingProblems } from './lib/production-settings.mjs';
import { nodeMajor, runtimeNode, SUPPORTED_NODE_MAJOR } from './lib/runtime.mjs';

const problems = productionSettingProblems();
if (nodeMajor() < SUPPORTED_NODE_MAJOR) {
  problems.push(`Node.js ${SUPPORTED_NODE_MAJOR} or later is required (${runtimeNode()} is older and gets no security fixes): run npm install, which brings it`);
}
if (problems.length > 0) {
  console.error(`\n✖ Chispa cannot start in production:\n${problems.map((p) => `  - ${p}`).join('\n')}\n\n  Every setting is listed in README.md, "Production".\n`);
  process.exit(1);
}

const appPort = Number(process.env.APP_PORT ?? 4173);
const apiPort = Number(process.env.API_PORT ?? 1337);
const trustHops = Number(process.env.APP_TRUST_PROXY ?? 0);
// The app server's figures (docs/deployment.md, "Metrics"); Strapi reads METRICS_PORT itself.
const metricsHost = process.env.METRICS_HOST?.trim() || '127.0.0.1';
const appMetricsPort = process.env.APP_METRICS_PORT?.trim();
const appMetrics = appMetricsPort ? { port: Number(appMetricsPort), host: metricsHost, token: process.env.METRICS_TOKEN?.trim() || null } : null;

const stack = await startStack({
  appPort,
  apiPort,
  production: true,
  appTrustProxy: trustHops > 0 ? trustHops : false,
  appMetrics,
  serverEnv: {
    APP_URL: process.env.APP_URL,
    // Never development's SQLite file (it holds the demo accounts): production's own, unless set.
    ...((process.env.DATABASE_CLIENT ?? 'sqlite') === 'sqlite' && !process.env.DATABASE_FILENAME
      ? { DATABASE_FILENAME: join(serverDir, '.tmp', 'production.db') }
      : {}),
  },
}).catch((error) => {
  console.error(`\n✖ Chispa could not start: ${error.message}`);
  process.exit(1);
});

console.log(`
  Chispa is running in production.

  App            ${stack.appUrl}   (members reach it as ${process.env.APP_URL})
  Server (API)   ${stack.apiUrl}   (admin panel at /admin; proxied at /api and /uploads)
  Mail           SMTP ${process.env.SMTP_HOST}:${process.env.SMTP_PORT}
  Payments       ${process.env.STRIPE_SECRET_KEY ? 'Stripe' : 'not configured: subscribing answers "payments unavailable"'}
  Metrics        ${process.env.METRICS_PORT?.trim() ? `Strapi http://${metricsHost}:${process.env.METRICS_PORT.trim()}/metrics` : 'Strapi: none (METRICS_PORT)'}, ${appMetrics ? `app http://${metricsHost}:${appMetrics.port}/metrics` : 'app: none (APP_METRICS_PORT)'}
`);

stopOnSignals(stack);
