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
