// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changedFiles } from './changed-files.mjs';

let cwd;
const git = (...args) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd, stdio: 'ignore' });
const write = (file, text = file) => writeFileSync(join(cwd, file), text);
const commit = (file) => {
  write(file);
  git('add', file);
  git('commit', '-qm', file);
};

beforeEach(() => {
  cwd = mkdtempSync(join(tmpdir(), 'chispa-changed-'));
  git('init', '-q', '-b', 'main');
  commit('a.txt');
  commit('b.txt');
});
afterEach(() => rmSync(cwd, { recursive: true, force: true }));

describe('the change test:quick tests', () => {
  it('is, on a branch, all it changed since it left main: committed, uncommitted, deleted and untracked', () => {
    git('checkout', '-qb', 'feature');
    commit('c.txt');
    git('checkout', '-q', 'main');
    commit('on-main-since.txt');
    git('checkout', '-q', 'feature');
    write('a.txt', 'edited');
    git('rm', '-q', 'b.txt');
    write('new.txt');
    const change = changedFiles({ cwd });
    expect(change.files).toEqual(['a.txt', 'b.txt', 'c.txt', 'new.txt']);
    expect(change.against).toMatch(/^main \(merge base [0-9a-f]{7}\)/);
  });

  it('is, on main, the uncommitted change, or the last commit when there is none', () => {
    write('a.txt', 'edited');
    expect(changedFiles({ cwd })).toEqual({ files: ['a.txt'], against: 'HEAD (the uncommitted change)' });
    git('checkout', '-q', '--', 'a.txt');
    expect(changedFiles({ cwd }).files).toEqual(['b.txt']);
  });

  it('is what changed since a commit when one is named', () => {
    commit('c.txt');
    expect(changedFiles({ cwd, since: 'HEAD~2' }).files).toEqual(['b.txt', 'c.txt']);
    expect(() => changedFiles({ cwd, since: 'no-such-ref' })).toThrow(/no such commit/);
  });
});
