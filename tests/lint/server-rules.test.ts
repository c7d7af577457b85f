// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint rules that keep the server in shape (eslint.config.js), tried on planted files: each case
 * is a file's path in the repository, its code, and the rule it must break (or none: it is clean).
 * Imports name real files: a zone reads the path an import resolves to.
 */
type Case = { name: string; filePath: string; code: string; breaks: string | null };

const CASES: Case[] = [
  { name: 'an `any` in the server', filePath: 'server/src/lib/planted.ts', code: 'export const read = (value: any) => value;\n', breaks: '@typescript-eslint/no-explicit-any' },
  { name: 'a `ctx: any` in a controller', filePath: 'server/src/api/ping/controllers/planted.ts', code: 'export default { ping(ctx: any) { ctx.body = {}; } };\n', breaks: '@typescript-eslint/no-explicit-any' },
  { name: 'an `any` in the admin panel', filePath: 'server/src/admin/planted.tsx', code: 'export const read = (value: any) => value;\n', breaks: '@typescript-eslint/no-explicit-any' },
  { name: 'lib/ importing api/', filePath: 'server/src/lib/planted.ts', code: "export { default } from '../api/ping/controllers/ping';\n", breaks: 'import-x/no-restricted-paths' },
  { name: 'lib/ importing api/ from a folder', filePath: 'server/src/lib/draws/planted.ts', code: "import ping from '../../api/ping/controllers/ping';\nexport const controller = ping;\n", breaks: 'import-x/no-restricted-paths' },
  { name: 'lib/ importing a type of api/', filePath: 'server/src/lib/planted.ts', code: "import type { ProviderEvent } from '../api/subscription/services/lifecycle/stripe-objects';\nexport type Event = ProviderEvent;\n", breaks: 'import-x/no-restricted-paths' },
  { name: 'api/ importing lib/', filePath: 'server/src/api/ping/controllers/planted.ts', code: "import type { ApiContext } from '../../../lib/api-context';\nexport const ping = (ctx: ApiContext) => { ctx.body = {}; };\n", breaks: null },
  { name: 'lib/ importing lib/', filePath: 'server/src/lib/draws/planted.ts', code: "import { refusal } from '../errors';\nexport const refused = () => refusal(400, 'planted', 'Planted');\n", breaks: null },
  { name: 'a private file of the seam imported from outside it', filePath: 'server/src/lib/planted.ts', code: "import { ownTable } from './strapi-internals/database';\nexport const table = ownTable;\n", breaks: 'import-x/no-restricted-paths' },
  { name: 'a private file of the seam imported from a plugin', filePath: 'server/src/plugins/campaign/server/planted.ts', code: "import { tableOf } from '../../../lib/strapi-internals/metadata';\nexport const table = tableOf;\n", breaks: 'import-x/no-restricted-paths' },
  { name: 'the seam read through its entry', filePath: 'server/src/lib/planted.ts', code: "import { ownTable } from './strapi-internals';\nexport const table = ownTable;\n", breaks: null },
  { name: 'a private file of the seam imported inside it', filePath: 'server/src/lib/strapi-internals/planted.ts', code: "import { ownTable } from './database';\nexport const table = ownTable;\n", breaks: null },
  { name: 'lib/ importing the campaign plugin', filePath: 'server/src/lib/planted.ts', code: "import { correctBalance } from '../plugins/campaign/server/corrections';\nexport const correct = correctBalance;\n", breaks: 'import-x/no-restricted-paths' },
  { name: 'knex outside the seam', filePath: 'server/src/lib/planted.ts', code: "import knex from 'knex';\nexport const sql = knex;\n", breaks: '@typescript-eslint/no-restricted-imports' },
  { name: "the database's connection outside the seam", filePath: 'server/src/api/ping/controllers/planted.ts', code: "import type { Core } from '@strapi/strapi';\nexport const sql = (strapi: Core.Strapi) => strapi.db.connection;\n", breaks: 'no-restricted-syntax' },
  { name: "the database's metadata outside the seam", filePath: 'server/src/lib/planted.ts', code: "import type { Core } from '@strapi/strapi';\nexport const meta = (strapi: Core.Strapi) => strapi.db.metadata.get('api::vote.vote');\n", breaks: 'no-restricted-syntax' },
  { name: 'the session manager outside the seam', filePath: 'server/src/lib/planted.ts', code: "import type { Core } from '@strapi/strapi';\nexport const sessions = (strapi: Core.Strapi) => strapi.sessionManager;\n", breaks: 'no-restricted-syntax' },
  { name: "Strapi's users table by name outside the seam", filePath: 'server/src/lib/planted.ts', code: "export const TABLE = 'up_users';\n", breaks: 'no-restricted-syntax' },
  { name: 'a link table by name outside the seam', filePath: 'server/src/plugins/campaign/server/planted.ts', code: "export const TABLE = 'did_records_user_lnk';\n", breaks: 'no-restricted-syntax' },
  { name: 'a system column by name outside the seam', filePath: 'server/src/lib/planted.ts', code: "export const COLUMN = 'document_id';\n", breaks: 'no-restricted-syntax' },
  { name: "the database's connection inside the seam", filePath: 'server/src/lib/strapi-internals/planted.ts', code: "import type { Core } from '@strapi/strapi';\nexport const sql = (strapi: Core.Strapi) => strapi.db.connection('up_users');\n", breaks: null },
];

describe('the server lint rules', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });
  });

  it.each(CASES)('$name', async ({ filePath, code, breaks }) => {
    const [result] = await eslint.lintText(code, { filePath });
    const broken = result!.messages.map((message) => message.ruleId ?? message.message);
    if (breaks === null) expect(broken).toEqual([]);
    else expect(broken).toContain(breaks);
  }, 30_000);
});
