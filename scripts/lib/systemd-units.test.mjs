// @vitest-environment node
// deploy/systemd/'s units as systemd reads them (`systemd-analyze verify`), installed as the
// operator would at /opt/chispa: here the checkout stands in for it, so that every program they run
// exists. And what an operator relies on them for: readiness before "started", a draining stop,
// restarts, the migration on instance 1 alone, hardening.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rootDir } from './paths.mjs';

const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
const unitsDir = join(rootDir, 'deploy', 'systemd');
const units = Object.fromEntries(readdirSync(unitsDir).filter((name) => name.endsWith('.service')).map((name) => [name, readFileSync(join(unitsDir, name), 'utf8')]));
const scratch = mkdtempSync(join(tmpdir(), 'chispa-units-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

if (!existsSync(SYSTEMD_ANALYZE)) {
  console.warn(`Skipping systemd-analyze verify: ${SYSTEMD_ANALYZE} is missing (Debian's systemd package has it).`);
}

describe('deploy/systemd', () => {
  it('holds the Strapi instance template and the app server', () => {
    expect(Object.keys(units).sort()).toEqual(['chispa-app.service', 'chispa-strapi@.service']);
  });

  it.skipIf(!existsSync(SYSTEMD_ANALYZE))('passes `systemd-analyze verify`, installed at the checkout', () => {
    for (const [name, text] of Object.entries(units)) writeFileSync(join(scratch, name), text.replaceAll('/opt/chispa/', `${rootDir.replace(/\/$/, '')}/`));
    // A template is verified through an instance of it.
    const result = spawnSync(SYSTEMD_ANALYZE, ['verify', '--man=no', join(scratch, 'chispa-strapi@1.service'), join(scratch, 'chispa-app.service')], { encoding: 'utf8' });
    const complaints = `${result.stdout}${result.stderr}`
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect(complaints).toEqual([]);
    expect(result.status).toBe(0);
  });

  it('starts an instance only once it is ready, and migrates on instance 1 alone', () => {
    const strapi = units['chispa-strapi@.service'];
    expect(strapi).toMatch(/^ExecStartPre=\/bin\/sh -c 'if \[ "%i" = 1 \]; then exec .*scripts\/migrate\.mjs; fi'$/m);
    expect(strapi).toMatch(/^ExecStartPost=\/usr\/bin\/curl .*--fail .*http:\/\/127\.0\.0\.1:\$\{PORT\}\/api\/health\/ready$/m);
    expect(strapi).toMatch(/^EnvironmentFile=\/etc\/chispa\/strapi-%i\.env$/m);
    expect(units['chispa-app.service']).toMatch(/^ExecStartPost=\/usr\/bin\/curl .*--fail .*http:\/\/127\.0\.0\.1:\$\{APP_PORT\}\/robots\.txt$/m);
  });

  it('stops by draining, restarts on failure, and runs hardened', () => {
    for (const [name, text] of Object.entries(units)) {
      for (const line of ['KillSignal=SIGTERM', 'Restart=on-failure', 'NoNewPrivileges=yes', 'ProtectSystem=strict', 'PrivateTmp=yes', 'CapabilityBoundingSet=', 'User=chispa']) {
        expect(text, `${name}: ${line}`).toMatch(new RegExp(`^${line}$`, 'm'));
      }
      // V8's JIT needs writable executable memory.
      expect(text, name).not.toMatch(/^MemoryDenyWriteExecute=yes/m);
    }
    // Longer than SHUTDOWN_GRACE_MS (25 s), so that answers in flight finish.
    expect(units['chispa-strapi@.service']).toMatch(/^TimeoutStopSec=40s$/m);
  });
});
