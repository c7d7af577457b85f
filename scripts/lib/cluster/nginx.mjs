// nginx from Debian in front of the cluster: renders deploy/nginx/chispa.conf.template and runs it in
// the foreground with its own prefix (no system service, no root-owned paths).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from '../paths.mjs';
import { installFromDebian } from '../debian.mjs';
import { isRoot, otherUsersCanReach, placeForOtherUsers } from '../reachable.mjs';

const TEMPLATE = join(rootDir, 'deploy', 'nginx', 'chispa.conf.template');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';


function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx']) if (existsSync(candidate)) return candidate;
  return null;
}

/** Debian's nginx and its brotli_static module, installed when missing (as `npm test` does for Chromium). */
export function ensureNginx() {
  const found = nginxBinary();
  if (found && existsSync(BROTLI_MODULE)) return found;
  if (!isRoot()) throw new Error('nginx is needed for the cluster: sudo apt-get install -y nginx libnginx-mod-http-brotli-static');
  installFromDebian(['nginx', 'libnginx-mod-http-brotli-static']);
  const binary = nginxBinary();
  if (!binary) throw new Error('apt-get could not install nginx.');
  return binary;
}

/**
 * @param {{ listen: number, statusPort: number, distDir: string, runDir: string, strapiPorts: number[], appPorts: number[], s3?: { origin: string, bucket: string }, drained?: number[] }} options
 * statusPort: nginx's stub_status, on 127.0.0.1 only (`/nginx_status`, read by prometheus-nginx-exporter).
 * drained: Strapi ports marked `down` (taken out of rotation for a deploy, their line kept).
 */
export function renderNginxConfig({ listen, statusPort, distDir, runDir, strapiPorts, appPorts, s3, drained = [] }) {
  const servers = (ports) => ports.map((port) => `    server 127.0.0.1:${port} max_fails=2 fail_timeout=5s${drained.includes(port) ? ' down' : ''};`).join('\n');
  const uploads = s3
    ? [
        '      limit_except GET HEAD { deny all; }',
        `      proxy_set_header Host ${new URL(s3.origin).host};`,
        '      proxy_set_header Authorization "";',
        '      proxy_hide_header x-amz-request-id;',
        '      proxy_hide_header x-amz-id-2;',
        '      proxy_hide_header Set-Cookie;',
        `      proxy_pass ${s3.origin}/${s3.bucket}/;`,
      ].join('\n')
    : '      proxy_pass http://chispa_strapi;';
  const brotli = existsSync(BROTLI_MODULE);
  const values = {
    RUN_DIR: runDir,
    LOAD_MODULES: brotli ? `load_module ${BROTLI_MODULE};` : '',
    BROTLI_STATIC: brotli ? 'brotli_static on;' : '',
    STRAPI_SERVERS: servers(strapiPorts),
    APP_SERVERS: servers(appPorts),
    LISTEN: `127.0.0.1:${listen}`,
    NGINX_STATUS_PORT: String(statusPort),
    DIST_DIR: distDir,
    UPLOADS: uploads,
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/@@([A-Z_]+)@@/g, (_, name) => {
    if (!(name in values)) throw new Error(`nginx template: no value for @@${name}@@`);
    return values[name];
  });
}

/**
 * Runs nginx in the foreground on the rendered config; resolves once it answers.
 * @param {{ listen: number, statusPort: number, distDir: string, runDir: string, strapiPorts: number[], appPorts: number[], s3?: { origin: string, bucket: string } }} options
 */
export async function startNginx({ distDir, runDir: wantedRunDir, ...rest }) {
  const binary = ensureNginx();
  // nginx's workers run as `nobody` when we are root: their temporary files go where they can reach,
  // and a build they cannot reach (a checkout in a private folder) is served from a copy.
  const runDir = placeForOtherUsers(wantedRunDir);
  mkdirSync(runDir, { recursive: true, mode: 0o755 });
  const servedDist = otherUsersCanReach(join(distDir, 'index.html')) ? distDir : join(runDir, 'dist');
  if (servedDist !== distDir) {
    rmSync(servedDist, { recursive: true, force: true });
    cpSync(distDir, servedDist, { recursive: true });
  }
  const options = { ...rest, runDir, distDir: servedDist };
  const configFile = join(options.runDir, 'nginx.conf');
  writeFileSync(configFile, renderNginxConfig(options));
  const test = spawnSync(binary, ['-t', '-q', '-p', options.runDir, '-c', configFile], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused its configuration: ${test.stderr}`);
  const child = spawn(binary, ['-p', options.runDir, '-c', configFile, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${options.listen}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (code ${child.exitCode}); see ${join(options.runDir, 'error.log')}`);
    try {
      await fetch(`${url}/assets/`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not answer within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  /** nginx's worker processes now: the master's children, read from /proc. */
  const workers = () =>
    readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          // pid (comm) state ppid …: the command may hold spaces, the fields after its ')' do not.
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === child.pid;
        } catch {
          return false; // gone meanwhile
        }
      });
  return {
    url,
    statusUrl: `http://127.0.0.1:${options.statusPort}/nginx_status`,
    configFile,
    accessLog: join(options.runDir, 'access.log'),
    /**
     * Takes the Strapi instances on `ports` out of rotation (`down`), and puts every other one back,
     * as an operator does around an instance's replacement: the configuration is rewritten and
     * reloaded (SIGHUP), and this resolves once the workers of the previous configuration have
     * finished their requests in flight and exited, so that nothing reaches a drained instance after.
     * @param {number[]} ports
     */
    async drain(ports) {
      writeFileSync(configFile, renderNginxConfig({ ...options, drained: ports }));
      const checked = spawnSync(binary, ['-t', '-q', '-p', options.runDir, '-c', configFile], { encoding: 'utf8' });
      if (checked.status !== 0) throw new Error(`nginx refused its configuration: ${checked.stderr}`);
      const before = workers();
      child.kill('SIGHUP');
      const deadline = Date.now() + 70_000; // proxy_read_timeout: the longest a request in flight can take
      while (workers().some((pid) => before.includes(pid))) {
        if (Date.now() > deadline) throw new Error('nginx\'s old workers did not exit within 70 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT'); // graceful: finishes the requests in flight
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
