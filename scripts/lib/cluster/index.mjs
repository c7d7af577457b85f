// The production topology on one machine (`npm run cluster`, and the cluster tests): PostgreSQL,
// object storage (s3rver), SMTP (maildev), N Strapi instances in production mode sharing their state
// through PostgreSQL, the app server, and nginx in front of them all.
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startAppServer } from '../app-server/index.mjs';
import { dumpDatabase, restoreDatabase } from '../backup/database.mjs';
import { buildApp, buildServer } from '../builds.mjs';
import { rootDir } from '../paths.mjs';
import { startPostgres } from '../postgres.mjs';
import { ephemeralSecrets, freePort, startServer } from '../server-process.mjs';
import { STAND_IN_IDENTITY_ENV } from '../stand-in-identity.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { startNginx } from './nginx.mjs';
import { startObjectStorage } from './object-storage.mjs';

/** The secrets of this cluster's data, made once and kept beside it (never in git: .tmp is ignored). */
function secretsIn(dataDir) {
  const file = join(dataDir, 'secrets.json');
  const kept = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  // A secret a newer release needs is added to an older cluster's once; the others stay as they were.
  const secrets = { ...ephemeralSecrets(), ...kept };
  if (Object.keys(secrets).length !== Object.keys(kept).length) writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/**
 * What Prometheus scrapes in a cluster (i54's monitoring writes its scrape configuration from this
 * list): each Strapi instance's and the app server's `GET /metrics`, and nginx's stub_status
 * (`/nginx_status`, which prometheus-nginx-exporter reads and turns into figures).
 * @param {{ instances: { metricsPort: number }[], appMetricsPort: number, nginxStatusPort: number }} ports
 * @returns {{ job: 'strapi' | 'app' | 'nginx', instance: string }[]}
 */
export function scrapeTargets({ instances, appMetricsPort, nginxStatusPort }) {
  /** @param {'strapi' | 'app' | 'nginx'} job @param {number} port */
  const target = (job, port) => ({ job, instance: `127.0.0.1:${port}` });
  return [...instances.map((instance) => target('strapi', instance.metricsPort)), target('app', appMetricsPort), target('nginx', nginxStatusPort)];
}

/** What the deploy step leaves, in a folder: the database's dump, the bucket and the secrets. */
const DEPLOYED = { database: 'database.dump', bucket: 'object-storage', secrets: 'secrets.json' };

/**
 * @param {{ instances?: number, appPort?: number, dataDir: string, keepData?: boolean, env?: Record<string, string>, log?: (line: string) => void, deployment?: { saveTo?: string, restore?: string }, serverDir?: string }} options
 * dataDir holds PostgreSQL's data, the bucket, the secrets and each process's log; keepData keeps
 * it for the next start (`npm run cluster`), otherwise stop() removes the database (tests).
 * deployment.saveTo keeps what the deploy step made; deployment.restore starts from such a folder
 * instead of deploying again (the cluster tests: one deploy step for all their clusters).
 * serverDir: the server folder the deploy step and the instances run, when not today's (an earlier
 * release's, built: scripts/lib/release-server.mjs); restartInstance can start another one.
 */
export async function startCluster({ instances = 2, appPort = 4173, dataDir, keepData = true, env: extraEnv = {}, log = () => {}, deployment = {}, serverDir: instanceDir }) {
  mkdirSync(dataDir, { recursive: true });
  // PostgreSQL runs as an unprivileged user when we are root: it must be able to reach its folder.
  chmodSync(dataDir, 0o755);
  const started = [];
  const stopAll = async () => {
    for (const part of started.reverse()) await Promise.resolve(part.stop()).catch(() => {});
  };
  try {
    log('building the server and the app');
    await buildServer();
    await buildApp();

    if (deployment.restore) {
      cpSync(join(deployment.restore, DEPLOYED.secrets), join(dataDir, DEPLOYED.secrets));
      cpSync(join(deployment.restore, DEPLOYED.bucket), join(dataDir, 'object-storage'), { recursive: true });
    }
    log('starting PostgreSQL, object storage and the mail catcher');
    const postgres = await startPostgres({ dir: join(dataDir, 'postgres'), keep: keepData });
    started.push(postgres);
    const storage = await startObjectStorage({ port: await freePort(), directory: join(dataDir, 'object-storage') });
    started.push(storage);
    const mail = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
    started.push(mail);

    const appUrl = `http://localhost:${appPort}`;
    const env = {
      ...secretsIn(dataDir),
      ...postgres.env,
      ...storage.env,
      ...mail.env,
      // A local stand-in names no real operator, but production refuses to run without one.
      ...STAND_IN_IDENTITY_ENV,
      APP_URL: appUrl,
      SHARED_STORE: 'postgres',
      TRUST_PROXY: '1', // nginx
      LOG_FORMAT: 'json',
      ...extraEnv,
    };

    // The deploy step, once, before any instance serves: migrations, and (this being a local stand-in)
    // the demo content and accounts of `npm start`, which a production instance never creates.
    if (deployment.restore) {
      log('restoring the deployed database');
      restoreDatabase(postgres.env, join(deployment.restore, DEPLOYED.database));
    } else {
      log('migrating the database and seeding the demo content');
      const seeder = await startServer({ port: await freePort(), env: { ...env, NODE_ENV: 'development', ENV_PATH: '/dev/null' }, logFile: join(dataDir, 'deploy.log'), dir: instanceDir });
      await seeder.stop();
    }
    if (deployment.saveTo) {
      mkdirSync(deployment.saveTo, { recursive: true });
      dumpDatabase(postgres.env, join(deployment.saveTo, DEPLOYED.database));
      cpSync(join(dataDir, 'object-storage'), join(deployment.saveTo, DEPLOYED.bucket), { recursive: true });
      cpSync(join(dataDir, DEPLOYED.secrets), join(deployment.saveTo, DEPLOYED.secrets));
    }

    const strapi = [];
    /**
     * @param {number} index
     * @param {{ dir?: string }} [version] another server folder (a rolling deploy's next release)
     */
    const startInstance = async (index, { dir = instanceDir } = {}) => {
      const port = strapi[index]?.port ?? (await freePort());
      // Its figures on a port of its own, kept when it is started again (Prometheus's target stays).
      const metricsPort = strapi[index]?.metricsPort ?? (await freePort());
      const server = await startServer({ port, production: true, env: { ...env, METRICS_PORT: String(metricsPort) }, logFile: join(dataDir, `strapi-${index + 1}.log`), dir });
      strapi[index] = { ...server, port, metricsPort, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, logFile: join(dataDir, `strapi-${index + 1}.log`) };
      return strapi[index];
    };
    for (let index = 0; index < instances; index += 1) {
      log(`starting Strapi instance ${index + 1} of ${instances}`);
      await startInstance(index);
    }
    started.push({ stop: () => Promise.all(strapi.map((server) => server.stop())) });

    const nginxPortPlaceholder = appPort;
    const appServerPort = await freePort();
    const appMetricsPort = await freePort();
    const appServer = await startAppServer({
      distDir: join(rootDir, 'dist'),
      // Link previews read the public API through the front, like any client.
      apiTarget: `http://127.0.0.1:${nginxPortPlaceholder}`,
      port: appServerPort,
      production: true,
      publicUrl: appUrl,
      trustProxy: 1,
      // The instances' token, if any (theirs come from the environment they inherit, or env).
      metrics: { port: appMetricsPort, token: extraEnv.METRICS_TOKEN || process.env.METRICS_TOKEN || null },
      logFile: join(dataDir, 'app-server.log'),
    });
    started.push({ stop: () => appServer.close() });

    log('starting nginx');
    const nginxStatusPort = await freePort();
    const nginx = await startNginx({
      listen: appPort,
      statusPort: nginxStatusPort,
      distDir: join(rootDir, 'dist'),
      runDir: join(dataDir, 'nginx'),
      strapiPorts: strapi.map((server) => server.port),
      appPorts: [appServerPort],
      s3: { origin: storage.origin, bucket: storage.env.S3_BUCKET },
    });
    started.push(nginx);

    return {
      url: `http://127.0.0.1:${appPort}`,
      appUrl,
      instances: strapi,
      /** The instances' settings (what an operator's environment file holds): the deploy step's too. */
      env,
      /** Starts instance `index` again on its port (after a stop or a kill), as a process manager would; `{ dir }`: another version's server. */
      restartInstance: startInstance,
      postgres,
      mail,
      storage,
      nginx,
      appMetricsUrl: appServer.metricsUrl,
      /** Every figure Prometheus scrapes here: `{ job, instance }` (scrapeTargets above). */
      scrapeTargets: scrapeTargets({ instances: strapi, appMetricsPort, nginxStatusPort }),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
