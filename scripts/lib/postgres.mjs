// A throwaway PostgreSQL cluster for the server tests: a temporary folder, a free port, trust
// authentication on 127.0.0.1, run as an unprivileged user when we are root (PostgreSQL refuses root).
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process.mjs';
import { installFromDebian } from './debian.mjs';
import { isRoot, placeForOtherUsers } from './reachable.mjs';

function findBinDir() {
  for (const dir of (process.env.PATH ?? '').split(':')) if (existsSync(join(dir, 'initdb'))) return dir;
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) if (existsSync(join(base, version, 'bin', 'initdb'))) return join(base, version, 'bin');
  }
  return undefined;
}


export function ensurePostgres() {
  const found = findBinDir();
  if (found) return found;
  if (!isRoot()) {
    throw new Error('PostgreSQL is needed for the server tests on PostgreSQL: sudo apt-get install -y postgresql');
  }
  installFromDebian(['postgresql']);
  const dir = findBinDir();
  if (!dir) throw new Error('apt-get could not install PostgreSQL.');
  return dir;
}

/** Starts a cluster; returns its connection settings and a stop() that also removes it. */
export function startThrowawayPostgres() {
  const dir = mkdtempSync(join(tmpdir(), 'chispa-pg-'));
  return startPostgres({ dir, keep: false });
}

/**
 * Starts PostgreSQL with its data in `dir` (made with initdb the first time; in the system's temporary
 * folder instead when PostgreSQL, run as `nobody`, could not reach `dir`: reachable.mjs), on a free port, with
 * `fsync=off` unless `durable` (a local stand-in loses nothing it cannot seed again). `keep`: stop()
 * leaves the data for the next start; otherwise it removes `dir`.
 * @param {{ dir: string, keep: boolean, durable?: boolean }} options
 */
export async function startPostgres({ dir: wantedDir, keep, durable = false }) {
  const bin = ensurePostgres();
  const dir = placeForOtherUsers(wantedDir);
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  const asUser = isRoot() ? (command, args) => ['runuser', ['-u', 'nobody', '--', command, ...args]] : (command, args) => [command, args];
  if (isRoot()) chownSync(dir, 65534, 65534);
  const run = (command, args) => {
    const [file, argv] = asUser(join(bin, command), args);
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  const data = join(dir, 'data');
  if (!existsSync(join(data, 'PG_VERSION'))) run('initdb', ['-D', data, '-U', 'chispa', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${durable ? '' : ' -c fsync=off'}`;
  run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', 'start']);

  return {
    env: {
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: String(port),
      DATABASE_NAME: 'postgres', // created by initdb; the cluster holds nothing else
      DATABASE_USERNAME: 'chispa',
      DATABASE_PASSWORD: '',
    },
    /** Stops the database server and keeps its data (a restart, for the tests of an outage). */
    pause() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    resume() {
      run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', 'start']);
    },
    /** Runs one statement as the cluster's owner (psql); answers its rows, one per line. */
    query(sql) {
      const psql = existsSync(join(bin, 'psql')) ? join(bin, 'psql') : 'psql';
      const result = spawnSync(psql, ['-h', '127.0.0.1', '-p', String(port), '-U', 'chispa', '-d', 'postgres', '-At', '-v', 'ON_ERROR_STOP=1', '-c', sql], { encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`psql failed: ${result.error?.message ?? result.stderr}`);
      return result.stdout.trim();
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        if (!keep) rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
