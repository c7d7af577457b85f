// @vitest-environment node
// deploy/prometheus/ as Prometheus's own checker reads it: the configuration (as committed, and as
// the cluster writes it beside real targets), the alert rules, and their unit tests.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHISPA_METRICS, RUNTIME_METRICS, familyOf } from './metric-names.mjs';
import { ensureMonitoring, PROMETHEUS_DIR, writePrometheusFolder } from './prometheus.mjs';

const ALERTS = [
  'ChispaInstanceDown',
  'ChispaHigh5xxRate',
  'ChispaSlowRequests',
  'ChispaPushQueueNotDraining',
  'ChispaMailQueueNotDraining',
  'ChispaDrawOverdue',
  'ChispaDatabaseUnreachable',
  'ChispaUploadsDiskLow',
];

let promtool = '';
const scratch = mkdtempSync(join(tmpdir(), 'chispa-promtool-'));
beforeAll(() => {
  // Installs Debian's prometheus (which holds promtool) when missing, as root; says how otherwise.
  promtool = ensureMonitoring().promtool;
}, 300_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** promtool's verdict: its exit code and everything it said. */
function check(...args) {
  const result = spawnSync(promtool, args, { encoding: 'utf8', cwd: PROMETHEUS_DIR });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('deploy/prometheus with promtool', () => {
  it('prometheus.yml passes `promtool check config`, as committed and as the cluster writes it', () => {
    const committed = check('check', 'config', join(PROMETHEUS_DIR, 'prometheus.yml'));
    expect(committed.output).toContain('SUCCESS');
    expect(committed.status, committed.output).toBe(0);

    const written = writePrometheusFolder(
      join(scratch, 'cluster'),
      [
        { job: 'strapi', instance: '127.0.0.1:9101' },
        { job: 'strapi', instance: '127.0.0.1:9102' },
        { job: 'app', instance: '127.0.0.1:9201' },
        { job: 'nginx', instance: '127.0.0.1:9301' },
      ],
      { scrapeInterval: '1s', evaluationInterval: '1s' },
    );
    const rendered = check('check', 'config', written);
    expect(rendered.status, rendered.output).toBe(0);
    expect(rendered.output).not.toMatch(/WARNING/);
    expect(readFileSync(written, 'utf8')).toMatch(/^ {2}scrape_interval: 1s$/m);

    // With the instances' METRICS_TOKEN: the strapi and app jobs send it, nginx's exporter has none.
    const withToken = writePrometheusFolder(join(scratch, 'token'), [{ job: 'strapi', instance: '127.0.0.1:9101' }], { token: 'scrape-secret' });
    const tokened = check('check', 'config', withToken);
    expect(tokened.status, tokened.output).toBe(0);
    expect(readFileSync(join(scratch, 'token', 'metrics-token'), 'utf8')).toBe('scrape-secret');
    expect(readFileSync(withToken, 'utf8').match(/credentials_file: metrics-token/g)).toHaveLength(2);
    expect(readFileSync(withToken, 'utf8')).toMatch(/job_name: nginx\n {4}file_sd_configs/);
  });

  it('alerts.yml passes `promtool check rules` and holds the eight alerts, each with its runbook', () => {
    const result = check('check', 'rules', join(PROMETHEUS_DIR, 'alerts.yml'));
    expect(result.status, result.output).toBe(0);
    expect(result.output).toContain(`SUCCESS: ${ALERTS.length} rules found`);
    const text = readFileSync(join(PROMETHEUS_DIR, 'alerts.yml'), 'utf8');
    expect([...text.matchAll(/- alert: (\w+)/g)].map(([, name]) => name)).toEqual(ALERTS);
    const runbook = readFileSync(join(PROMETHEUS_DIR, '..', '..', 'docs', 'runbook.md'), 'utf8');
    for (const name of ALERTS) {
      expect(text).toContain(`runbook_url: docs/runbook.md#${name.toLowerCase()}`);
      expect(runbook).toMatch(new RegExp(`^## ${name}$`, 'm'));
    }
  });

  it('alerts.yml reads only metrics of the contract', () => {
    const text = readFileSync(join(PROMETHEUS_DIR, 'alerts.yml'), 'utf8');
    const named = [...new Set([...text.matchAll(/\bchispa_[a-z0-9_]+/g)].map(([name]) => name))];
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((name) => !familyOf(name) || !(familyOf(name) in { ...CHISPA_METRICS, ...RUNTIME_METRICS }))).toEqual([]);
  });

  it('alerts.test.yml passes `promtool test rules`: each alert fires, and stays quiet where it must', () => {
    const result = check('test', 'rules', join(PROMETHEUS_DIR, 'alerts.test.yml'));
    expect(result.status, result.output).toBe(0);
    expect(result.output).toContain('SUCCESS');
    const tests = readFileSync(join(PROMETHEUS_DIR, 'alerts.test.yml'), 'utf8');
    for (const name of ALERTS) {
      // Each alert is expected firing somewhere (exp_alerts with labels) and quiet somewhere ([]).
      expect(tests, name).toMatch(new RegExp(`alertname: ${name}\\n\\s+exp_alerts:\\n\\s+- exp_labels:`));
      expect(tests, name).toMatch(new RegExp(`alertname: ${name}\\n\\s+exp_alerts: \\[\\]`));
    }
  });
});
