// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { affectedServerTests, describeSelection } from './affected-tests.mjs';

describe('the server tests a change needs', () => {
  it('are none for a change to the app alone', () => {
    const selection = affectedServerTests(['src/features/projects/components/ProjectCard.tsx', 'sw/sw.ts', 'README.md']);
    expect(selection.files).toEqual([]);
    expect(selection.whole).toEqual([]);
    expect(selection.total).toBeGreaterThan(40);
  });

  it('include a test that imports the changed file, app code included', () => {
    const selection = affectedServerTests(['src/features/voting/rules.ts']);
    expect(selection.files).toEqual(['tests/server/demo-dates.test.ts']);
    expect(selection.picked.get('tests/server/demo-dates.test.ts')).toEqual(['imports src/features/voting/rules.ts']);
  });

  it("are those calling an API's routes for a change to its controller, each with its reason", () => {
    const selection = affectedServerTests(['server/src/api/participation/controllers/participation.ts']);
    expect(selection.files).toContain('tests/server/participations.test.ts');
    expect(selection.files).not.toContain('tests/server/upload.test.ts');
    expect(selection.picked.get('tests/server/participations.test.ts')).toEqual(['server/src/api/participation (calls /api/participations)']);
    expect(selection.reasons).toEqual([`server/src/api/participation/controllers/participation.ts → server/src/api/participation: ${selection.files.length} files`]);
  });

  it('are all of them for the global setup, the packages, the settings or a deleted server file', () => {
    for (const file of ['tests/server/boot-strapi.ts', 'scripts/lib/server-process.mjs', 'package.json', 'vitest.config.ts', 'server/config/middlewares.ts', 'server/src/lib/gone.ts']) {
      const selection = affectedServerTests([file]);
      expect(selection.whole, file).toHaveLength(1);
      expect(selection.files).toHaveLength(selection.total);
    }
  });

  it('are printed with the change, the counts and the reasons', () => {
    const change = { files: ['server/src/api/partner/controllers/partner.ts'], against: 'main (merge base 62ea208)' };
    const text = describeSelection(change, affectedServerTests(change.files), [...change.files, 'server/src/api/partner/routes/partner.ts']);
    expect(text).toMatch(/^Changed against main \(merge base 62ea208\): 1 files\n {2}server\/src\/api\/partner\/controllers\/partner\.ts\n/);
    expect(text).toMatch(/Server tests: \d+ of \d+ files\n {2}server\/src\/api\/partner\/controllers\/partner\.ts → server\/src\/api\/partner: \d+ files\n/);
    expect(text).toContain('tests/server/content.test.ts: server/src/api/partner (calls /api/partners)');
    expect(text).toContain('one of the 1 modules that import them');
    expect(describeSelection({ files: ['server/package.json'], against: 'HEAD' }, affectedServerTests(['server/package.json']), ['server/package.json'])).toMatch(/Server tests: all \d+ files, because\n {2}server\/package\.json: /);
  });
});
