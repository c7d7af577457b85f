// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// eslint.config.js's borders, tried on planted files: each import below is linted as if it were
// written in the file named (nothing is written to disk).
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The messages of the rules that keep the borders, for `code` written at `filePath`. */
async function borderMessages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => ['no-restricted-imports', 'no-restricted-syntax'].includes(message.ruleId ?? '')).map((message) => message.message);
}

describe('shared code (src/components, src/lib)', () => {
  it.each([
    ['src/components/layout/Planted.tsx', "import { useDidBalance } from '../../features/dids';\nexport const planted = useDidBalance;\n"],
    ['src/components/ui/Planted.tsx', "import { DidCounter } from '../../features/dids/components/DidCounter';\nexport const planted = DidCounter;\n"],
    ['src/lib/planted.ts', "export { PROJECT_LIST } from '../features/projects/requests';\n"],
    ['src/lib/planted.ts', "export const planted = () => import('../features/push/follow-language');\n"],
  ])('never imports a feature: %s', async (filePath, code) => {
    expect(await borderMessages(filePath, code)).toEqual([expect.stringContaining('Shared code (src/components, src/lib) never imports a feature')]);
  });

  it('imports shared code freely', async () => {
    expect(await borderMessages('src/components/layout/Planted.tsx', "import { Picture } from '../ui/Picture';\nimport { http } from '../../lib/http';\nexport const planted = [Picture, http];\n")).toEqual([]);
  });
});

describe('the service worker (sw/)', () => {
  it.each([
    ["import { projectsQueryOptions } from '../../src/features/projects';", 'a feature’s index'],
    ["import { fetchProjects } from '../../src/features/projects/api';", 'a file inside a feature'],
    ["import { ProjectPage } from '../../src/features/projects/components/ProjectPage';", 'a component'],
    ["import { http } from '../../src/lib/http';", 'a page module'],
    ["import { useState } from 'react';", 'React'],
  ])('refuses %s (%s)', async (line) => {
    expect(await borderMessages('sw/catalogue/planted.ts', `${line}\nexport const planted = 1;\n`)).toEqual([expect.stringContaining('The service worker reads a feature only through its requests.ts')]);
  });

  it("reads a feature's requests.ts and the worker-safe modules", async () => {
    const code = "import { PROJECT_LIST } from '../../src/features/projects/requests';\nimport { apiUrl } from '../../src/lib/api-request';\nimport { CACHES } from '../../src/offline/cache-names';\nexport const planted = [PROJECT_LIST, apiUrl, CACHES];\n";
    expect(await borderMessages('sw/catalogue/planted.ts', code)).toEqual([]);
  });
});

describe("a feature's requests.ts", () => {
  it('imports nothing but the request shape, since the worker reads it', async () => {
    expect(await borderMessages('src/features/projects/requests.ts', "import { http } from '../../lib/http';\nexport const planted = http;\n")).toEqual([
      expect.stringContaining("A feature's requests.ts is read by the service worker"),
    ]);
    expect(await borderMessages('src/features/projects/requests.ts', "import type { ApiRequest } from '../../lib/api-request';\nexport const planted: ApiRequest = { path: 'p' };\n")).toEqual([]);
  });

  it('is an entry other features and the routes may import', async () => {
    expect(await borderMessages('src/routes/planted.ts', "export { PROJECT_LIST } from '../features/projects/requests';\n")).toEqual([]);
    expect(await borderMessages('src/features/home/planted.ts', "export { PROJECT_LIST } from '../projects/requests';\n")).toEqual([]);
    expect(await borderMessages('src/features/home/planted.ts', "export { fetchProjects } from '../projects/api';\n")).toEqual([
      expect.stringContaining('Import another feature through its entry file'),
    ]);
  });
});
