// `npm run cluster`: what production runs on many machines, here on one (scripts/lib/cluster/).
// INSTANCES (default 2) Strapi instances; APP_PORT (default 4173) for nginx; data in .tmp/cluster.
// `npm run cluster -- --monitoring` adds Debian's Prometheus (and nginx's exporter) scraping every
// instance, with deploy/prometheus/'s alerts (scripts/lib/monitoring/prometheus.mjs).
import { join } from 'node:path';
import { startCluster } from './lib/cluster/index.mjs';
import { startMonitoring } from './lib/monitoring/prometheus.mjs';
import { rootDir } from './lib/paths.mjs';

const instances = Number(process.env.INSTANCES ?? 2);
const appPort = Number(process.env.APP_PORT ?? 4173);
const monitoring = process.argv.includes('--monitoring');
const unknown = process.argv.slice(2).filter((arg) => arg !== '--monitoring');
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(' ')}. The one option is --monitoring.`);
  process.exit(1);
}
if (!Number.isInteger(instances) || instances < 1) {
  console.error('INSTANCES must be a whole number of at least 1.');
  process.exit(1);
}

const dataDir = join(rootDir, '.tmp', 'cluster');
const cluster = await startCluster({ instances, appPort, dataDir, log: (line) => console.log(`› ${line}`) }).catch((error) => {
  console.error(`\n✖ The cluster could not start: ${error.message}`);
  process.exit(1);
});

let prometheus;
if (monitoring) {
  console.log('› starting Prometheus');
  prometheus = await startMonitoring({ dir: join(dataDir, 'prometheus'), targets: cluster.scrapeTargets, token: process.env.METRICS_TOKEN || null }).catch(async (error) => {
    console.error(`\n✖ Prometheus could not start: ${error.message}`);
    await cluster.stop();
    process.exit(1);
  });
}

console.log(`
  Chispa's production topology is running on this machine.

  App (nginx)        ${cluster.appUrl}
  Admin panel        ${cluster.appUrl}/admin   (admin@chispa.test / Chispa-admin-2026)
  Demo member        demo@chispa.test / chispa-demo-2026
  Strapi instances   ${cluster.instances.map((instance) => instance.url).join(', ')}   (production mode)
  PostgreSQL         127.0.0.1:${cluster.postgres.env.DATABASE_PORT}   (shared store: LISTEN/NOTIFY, throttles)
  Object storage     ${cluster.storage.origin}   (S3 API, bucket ${cluster.storage.env.S3_BUCKET})
  Mail (maildev)     ${cluster.mail.webUrl}
  Metrics            ${cluster.scrapeTargets.map(({ job, instance }) => `${job} ${instance}`).join(', ')}   (/metrics; nginx: /nginx_status)
${prometheus ? `  Prometheus         ${prometheus.url}   (alerts at ${prometheus.url}/alerts)\n` : ''}  Data and logs      ${dataDir}

  Ctrl-C stops everything.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the cluster…');
    await prometheus?.stop();
    await cluster.stop();
    process.exit(0);
  });
}
