// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { relatedInputs } from './unit-related.mjs';

describe('what vitest related is given', () => {
  it("reaches the route that lazily loads a page's component, which Vitest's own graph does not follow", () => {
    const inputs = relatedInputs(['src/features/projects/components/ProjectProgress.tsx']);
    expect(inputs).toContain('src/features/projects/components/ProjectPage.tsx');
    expect(inputs.some((file) => file.startsWith('src/routes/projects.'))).toBe(true);
    expect(inputs).toContain('src/routeTree.gen.ts');
  });

  it('keeps the changed files that import nothing of ours, and adds nothing to them', () => {
    expect(relatedInputs(['README.md', 'server/src/api/participation/controllers/participation.ts'])).toEqual([
      'README.md',
      'server/src/api/participation/controllers/participation.ts',
    ]);
  });
});
