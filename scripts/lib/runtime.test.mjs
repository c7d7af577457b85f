// @vitest-environment node
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeMajor, runtimeEnv, runtimeNode, SUPPORTED_NODE_MAJOR } from './runtime.mjs';

describe('the Node.js the scripts and the server run on', () => {
  it('is a release that still gets security fixes', () => {
    expect(nodeMajor(runtimeNode())).toBeGreaterThanOrEqual(SUPPORTED_NODE_MAJOR);
  });

  it("builds native modules with this Node first on the PATH and against this Node's own headers", () => {
    const env = runtimeEnv({ PATH: '/usr/bin' });
    expect(env.PATH.split(delimiter)).toEqual([dirname(realpathSync(process.execPath)), '/usr/bin']);
    const header = join(env.npm_config_nodedir ?? '', 'include', 'node', 'node_version.h');
    expect(existsSync(header)).toBe(true);
    const major = Number(/#define NODE_MAJOR_VERSION (\d+)/.exec(readFileSync(header, 'utf8'))?.[1]);
    expect(major).toBe(Number(process.versions.node.split('.')[0]));
  });
});
