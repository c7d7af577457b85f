import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ephemeralSecrets, freePort, startServer } from '../../scripts/lib/server-process.mjs';

const dir = mkdtempSync(join(tmpdir(), 'chispa-assumptions-'));
mkdirSync(join(dir, 'public', 'uploads'), { recursive: true });
const logFile = join(dir, 'strapi.log');
const env = { ...ephemeralSecrets(), NODE_ENV: 'development', DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: join(dir, 'boot.db'), PUBLIC_DIR: join(dir, 'public') };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the boot check of Strapi's internals (server/src/lib/strapi-internals)", () => {
  it('refuses to start, naming each assumption, when the metadata names a column the table lacks or another members\' table (as an upgrade renaming them would)', { timeout: 240_000 }, async () => {
    // A database made by this Strapi first, so that the only difference is the renamed column.
    const first = await startServer({ port: await freePort(), logFile, env });
    await first.stop();

    const broken = startServer({
      port: await freePort(),
      logFile,
      env: { ...env, CHISPA_TEST_RENAME_COLUMN: 'api::user-project-support.user-project-support.support=support_v2', CHISPA_TEST_RENAME_TABLE: 'plugin::users-permissions.user=members' },
    });
    await expect(broken).rejects.toThrow();
    const log = readFileSync(logFile, 'utf8');
    expect(log).toContain('Chispa cannot start');
    expect(log).toContain("table of api::user-project-support.user-project-support: api::user-project-support.user-project-support's table");
    expect(log).toContain('lacks the column(s) support_v2');
    // Every broken assumption is named at once: the members' table our SQL locks and joins too.
    expect(log).toContain(`the members' table is "up_users": plugin::users-permissions.user's table is "members", not "up_users"`);
  });
});
