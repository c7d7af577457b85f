import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMonitoring } from '../../scripts/lib/monitoring/prometheus.mjs';
import { useTestCluster } from './instances';

// `npm run cluster -- --monitoring`'s Prometheus on a test cluster, with short intervals: a scrape and
// an evaluation every second, so that ChispaInstanceDown (`for: 1m`) fires a minute and a few
// seconds after an instance stops.
const SCRAPE_SECONDS = 1;
const EVALUATION_SECONDS = 1;
const FOR_SECONDS = 60; // deploy/prometheus/alerts.yml's ChispaInstanceDown

// The figures behind a token, as an operator whose Prometheus is on another machine sets them.
const TOKEN = 'monitoring-test-scrape-token';
const cluster = useTestCluster(2, { METRICS_TOKEN: TOKEN });
const dir = mkdtempSync(join(tmpdir(), 'chispa-prometheus-'));
let prometheus: Awaited<ReturnType<typeof startMonitoring>>;

beforeAll(async () => {
  prometheus = await startMonitoring({ dir, targets: cluster.scrapeTargets, token: TOKEN, scrapeInterval: `${SCRAPE_SECONDS}s`, evaluationInterval: `${EVALUATION_SECONDS}s` });
}, 300_000);
afterAll(async () => {
  await prometheus?.stop();
  rmSync(dir, { recursive: true, force: true });
});

type Sample = { metric: Record<string, string>; value: [number, string] };
type Alert = { labels: Record<string, string>; state: 'pending' | 'firing'; activeAt: string };

async function query(promql: string): Promise<Sample[]> {
  const response = await fetch(`${prometheus.url}/api/v1/query?query=${encodeURIComponent(promql)}`);
  const body = (await response.json()) as { status: string; data: { result: Sample[] } };
  expect(body.status).toBe('success');
  return body.data.result;
}

async function alerts(name: string): Promise<Alert[]> {
  const body = (await (await fetch(`${prometheus.url}/api/v1/alerts`)).json()) as { data: { alerts: Alert[] } };
  return body.data.alerts.filter((alert) => alert.labels.alertname === name);
}

const upTargets = async () => (await query('up == 1')).map(({ metric }) => `${metric.job} ${metric.instance}`).sort();

describe('Prometheus on the cluster', () => {
  it('scrapes every instance: both Strapi instances, the app server and nginx (through its exporter)', async () => {
    const targets = prometheus.targets.map(({ job, instance }) => `${job} ${instance}`).sort();
    expect(prometheus.targets.filter(({ job }) => job === 'strapi')).toHaveLength(2);
    expect(prometheus.targets.filter(({ job }) => job === 'app')).toHaveLength(1);
    expect(prometheus.targets.filter(({ job }) => job === 'nginx')).toHaveLength(1);
    await expect.poll(upTargets, { timeout: 30_000, interval: 500 }).toEqual(targets);
    // What each scrape brought: Chispa's own figures, and nginx's through the exporter.
    await expect.poll(async () => (await query('chispa_db_up == 1')).length, { timeout: 10_000, interval: 500 }).toBe(2);
    await expect.poll(async () => (await query('chispa_http_requests_total')).length > 0, { timeout: 10_000, interval: 500 }).toBe(true);
    await expect.poll(async () => (await query('nginx_up == 1')).length, { timeout: 10_000, interval: 500 }).toBe(1);
    expect(await alerts('ChispaInstanceDown')).toEqual([]);
  });

  it('fires ChispaInstanceDown for a stopped instance within its `for:` and the intervals, for it alone', { timeout: 240_000 }, async () => {
    const before = await upTargets();
    const stoppedAt = Date.now();
    await cluster.instances[1]!.stop();
    // Which target was it: the one whose scrape now fails.
    await expect.poll(async () => (await query('up == 0')).length, { timeout: 10_000, interval: 250 }).toBe(1);
    const [down] = await query('up == 0');
    expect(down!.metric.job).toBe('strapi');

    // Firing, not just pending: a minute (its `for:`) after the first failed scrape was evaluated.
    await expect
      .poll(async () => (await alerts('ChispaInstanceDown')).filter((alert) => alert.state === 'firing'), {
        timeout: (FOR_SECONDS + 10 * (SCRAPE_SECONDS + EVALUATION_SECONDS) + 30) * 1000,
        interval: 1000,
      })
      .toHaveLength(1);
    const [alert] = await alerts('ChispaInstanceDown');
    expect(alert!.labels).toEqual({ alertname: 'ChispaInstanceDown', job: 'strapi', instance: down!.metric.instance, severity: 'page' });
    // It went pending only after the stop: the alert is about this instance, not a flap before.
    expect(Date.parse(alert!.activeAt)).toBeGreaterThanOrEqual(stoppedAt - 1000);
    console.log(`ChispaInstanceDown fired ${((Date.now() - stoppedAt) / 1000).toFixed(1)} s after the stop (for: ${FOR_SECONDS} s, scrape ${SCRAPE_SECONDS} s, evaluation ${EVALUATION_SECONDS} s)`);
    // Every other target is still scraped.
    expect(await upTargets()).toEqual(before.filter((target) => target !== `strapi ${down!.metric.instance}`));
  });
});
