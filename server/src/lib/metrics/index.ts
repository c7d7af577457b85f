import type { Server } from 'node:http';
import type { Core } from '@strapi/strapi';
import { metricsSettings, startListener } from './listener';
import { collectProcessMetrics, registry } from './registry';
import { readGaugesFrom, stopReadingGauges } from './scrape-gauges';

let listening: Server | null = null;

/**
 * The instance's figures in Prometheus's text format on METRICS_PORT (docs/deployment.md, "Metrics";
 * docs/decisions/operations/metrics.md). Without METRICS_PORT nothing listens (development).
 */
export async function startMetrics(strapi: Core.Strapi) {
  const settings = metricsSettings();
  if (!settings || listening) return;
  collectProcessMetrics();
  readGaugesFrom(strapi, { localUploads: process.env.UPLOAD_PROVIDER !== 'aws-s3' });
  listening = await startListener(settings, async () => ({ contentType: registry.contentType, body: await registry.metrics() }));
  strapi.log.info(`Metrics at http://${settings.host}:${settings.port}/metrics${settings.token ? ' (with METRICS_TOKEN)' : ''}`);
}

export async function stopMetrics() {
  const server = listening;
  listening = null;
  stopReadingGauges();
  if (!server) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections(); // Prometheus keeps its connection open between scrapes
  await closed;
}
