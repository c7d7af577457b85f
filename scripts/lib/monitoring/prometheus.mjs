// Debian's Prometheus (with promtool) and prometheus-nginx-exporter against a running cluster
// (`npm run cluster -- --monitoring`, tests/cluster/monitoring.test.ts): deploy/prometheus/'s
// configuration and alerts copied into a folder of the cluster's data, beside the file_sd targets
// written from the cluster's list, and Prometheus's data there too. Installed with apt-get when
// missing and this user is allowed to (root), as scripts/lib/browsers.mjs installs browsers.
import { spawn } from 'node:child_process';
import { copyFileSync, createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from '../paths.mjs';
import { installFromDebian } from '../debian.mjs';
import { isRoot } from '../reachable.mjs';
import { freePort } from '../server-process.mjs';

export const PROMETHEUS_DIR = join(rootDir, 'deploy', 'prometheus');

const firstExisting = (paths) => paths.find((path) => existsSync(path));
export const findPrometheus = () => firstExisting(['/usr/bin/prometheus']);
export const findPromtool = () => firstExisting(['/usr/bin/promtool']);
export const findNginxExporter = () => firstExisting(['/usr/bin/prometheus-nginx-exporter']);

/**
 * Each Debian package with the test that says it is there.
 * @type {[string, () => unknown][]}
 */
const PACKAGES = [
  ['prometheus', () => findPrometheus() && findPromtool()],
  ['prometheus-nginx-exporter', findNginxExporter],
];

/** Installs what is missing (root only; a clear message otherwise); answers the binaries. */
export function ensureMonitoring() {
  const missing = PACKAGES.filter(([, found]) => !found()).map(([name]) => name);
  if (missing.length > 0) {
    if (!isRoot()) {
      throw new Error(
        `Monitoring needs Debian's ${missing.join(', ')} (Prometheus, promtool and nginx's exporter). Install them with\n` +
          `  sudo apt-get install -y --no-install-recommends ${missing.join(' ')}`,
      );
    }
    installFromDebian(missing);
    const still = PACKAGES.filter(([, found]) => !found()).map(([name]) => name);
    if (still.length > 0) throw new Error(`apt-get could not install ${still.join(', ')}.`);
  }
  return { prometheus: findPrometheus(), promtool: findPromtool(), nginxExporter: findNginxExporter() };
}

/** The file beside prometheus.yml that holds the instances' METRICS_TOKEN, when they have one. */
const TOKEN_FILE = 'metrics-token';

/**
 * deploy/prometheus/prometheus.yml with other intervals (the cluster test's are short, to see an
 * alert within its `for:` and a few evaluations), and with the token the instances' and the app
 * server's `/metrics` ask for (METRICS_TOKEN) read from a file beside it.
 * @param {{ scrapeInterval?: string, evaluationInterval?: string, tokenFile?: boolean }} [options]
 */
export function renderPrometheusConfig({ scrapeInterval, evaluationInterval, tokenFile = false } = {}) {
  let text = readFileSync(join(PROMETHEUS_DIR, 'prometheus.yml'), 'utf8');
  const set = (key, value) => {
    if (!new RegExp(`^  ${key}: \\S+`, 'm').test(text)) throw new Error(`prometheus.yml has no global ${key}`);
    text = text.replace(new RegExp(`^  ${key}: \\S+`, 'm'), `  ${key}: ${value}`);
  };
  if (scrapeInterval) {
    set('scrape_interval', scrapeInterval);
    // A scrape must end before the next one starts.
    set('scrape_timeout', scrapeInterval);
  }
  if (evaluationInterval) set('evaluation_interval', evaluationInterval);
  if (tokenFile) {
    for (const job of ['strapi', 'app']) {
      const line = `  - job_name: ${job}\n`;
      if (!text.includes(line)) throw new Error(`prometheus.yml has no job ${job}`);
      text = text.replace(line, `${line}    authorization:\n      credentials_file: ${TOKEN_FILE}\n`);
    }
  }
  return text;
}

/** The jobs of prometheus.yml, each scraping the targets of its own file_sd file. */
export const JOBS = ['strapi', 'app', 'nginx'];

/**
 * Writes targets/<job>.json (file_sd) for each job: Prometheus re-reads them when they change.
 * @param {string} dir
 * @param {{ job: string, instance: string }[]} targets
 */
export function writeTargets(dir, targets) {
  mkdirSync(join(dir, 'targets'), { recursive: true });
  for (const job of JOBS) {
    const instances = targets.filter((target) => target.job === job).map((target) => target.instance);
    writeFileSync(join(dir, 'targets', `${job}.json`), `${JSON.stringify(instances.length > 0 ? [{ targets: instances }] : [], null, 2)}\n`);
  }
}

/**
 * Writes a folder Prometheus can run on: its configuration, the alerts, the targets and the token.
 * @param {string} dir
 * @param {{ job: string, instance: string }[]} targets
 * @param {{ scrapeInterval?: string, evaluationInterval?: string, token?: string | null }} [options]
 */
export function writePrometheusFolder(dir, targets, { token, ...intervals } = {}) {
  mkdirSync(dir, { recursive: true });
  if (token) writeFileSync(join(dir, TOKEN_FILE), token, { mode: 0o600 });
  writeFileSync(join(dir, 'prometheus.yml'), renderPrometheusConfig({ ...intervals, tokenFile: Boolean(token) }));
  copyFileSync(join(PROMETHEUS_DIR, 'alerts.yml'), join(dir, 'alerts.yml'));
  writeTargets(dir, targets);
  return join(dir, 'prometheus.yml');
}

/** A child process whose output goes to `logFile`, with a stop that waits for its exit. */
function startLogged(binary, args, logFile) {
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(logFile, { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  return { child, stop };
}

async function waitUntilAnswers(url, child, what, logFile, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited (code ${child.exitCode}); see ${logFile}`);
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${timeoutMs / 1000} s; see ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts nginx's exporter for each nginx target (its stub_status address) and Prometheus on the
 * targets, in `dir`. Resolves once Prometheus is ready.
 * @param {{ dir: string, targets: { job: string, instance: string }[], scrapeInterval?: string, evaluationInterval?: string, token?: string | null }} options
 * targets: the cluster's (scripts/lib/cluster/index.mjs); an nginx target is its stub_status
 * address (`host:port`, serving /nginx_status), scraped through an exporter started here.
 */
export async function startMonitoring({ dir, targets, scrapeInterval, evaluationInterval, token = null }) {
  const binaries = ensureMonitoring();
  mkdirSync(dir, { recursive: true });
  const started = [];
  const stopAll = async () => {
    for (const part of started.reverse()) await part.stop().catch(() => {});
  };
  try {
    const scraped = [];
    for (const target of targets) {
      if (target.job !== 'nginx') {
        scraped.push(target);
        continue;
      }
      const port = await freePort();
      const logFile = join(dir, `nginx-exporter-${port}.log`);
      // Both spellings of the flags: Go's flag package (Debian 12's 0.11) takes one dash or two.
      const exporter = startLogged(
        binaries.nginxExporter,
        [`--nginx.scrape-uri=http://${target.instance}/nginx_status`, `--web.listen-address=127.0.0.1:${port}`],
        logFile,
      );
      started.push(exporter);
      await waitUntilAnswers(`http://127.0.0.1:${port}/metrics`, exporter.child, "nginx's exporter", logFile);
      scraped.push({ job: 'nginx', instance: `127.0.0.1:${port}` });
    }

    const configFile = writePrometheusFolder(dir, scraped, { scrapeInterval, evaluationInterval, token });
    const port = await freePort();
    const logFile = join(dir, 'prometheus.log');
    const prometheus = startLogged(
      binaries.prometheus,
      [`--config.file=${configFile}`, `--storage.tsdb.path=${join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--storage.tsdb.retention.time=7d'],
      logFile,
    );
    started.push(prometheus);
    const url = `http://127.0.0.1:${port}`;
    await waitUntilAnswers(`${url}/-/ready`, prometheus.child, 'Prometheus', logFile);
    return {
      url,
      dir,
      logFile,
      /** The targets Prometheus scrapes (nginx's through its exporter). */
      targets: scraped,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
