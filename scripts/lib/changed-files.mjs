// The change `npm run test:quick` tests: what a branch changed since it left main, committed or not.
import { execFileSync } from 'node:child_process';
import { rootDir } from './paths.mjs';

const lines = (text) => text.split('\n').filter(Boolean);

/** Git in `cwd`, its output trimmed; null when it fails (an unknown revision). */
function git(cwd, ...args) {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

const revision = (cwd, ref) => git(cwd, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`);

/** Files that differ from `base` in the working tree (committed, staged or not, deleted included) and files git does not track yet. */
export function filesChangedSince(base, cwd = rootDir) {
  const changed = git(cwd, 'diff', '--name-only', '--no-renames', base);
  if (changed === null) throw new Error(`git diff ${base} failed in ${cwd}`);
  return [...new Set([...lines(changed), ...lines(git(cwd, 'ls-files', '--others', '--exclude-standard') ?? '')])].sort();
}

/**
 * The change to test and what it is measured against: `since` when given; on a branch with commits
 * of its own, everything since it left main (`git merge-base HEAD main`), committed or not; on main
 * itself (or a branch with nothing of its own yet), the uncommitted change, or the last commit when
 * nothing is uncommitted.
 * @param {{ since?: string, cwd?: string }} [options]
 * @returns {{ files: string[], against: string }}
 */
export function changedFiles({ since, cwd = rootDir } = {}) {
  if (since) {
    if (!revision(cwd, since)) throw new Error(`--since=${since}: no such commit`);
    return { files: filesChangedSince(since, cwd), against: since };
  }
  const head = revision(cwd, 'HEAD');
  const mergeBase = revision(cwd, 'main') && git(cwd, 'merge-base', 'HEAD', 'main');
  if (mergeBase && mergeBase !== head) return { files: filesChangedSince(mergeBase, cwd), against: `main (merge base ${mergeBase.slice(0, 7)}), with what is not committed` };
  const uncommitted = filesChangedSince('HEAD', cwd);
  if (uncommitted.length > 0 || !revision(cwd, 'HEAD~1')) return { files: uncommitted, against: 'HEAD (the uncommitted change)' };
  return { files: filesChangedSince('HEAD~1', cwd), against: 'HEAD~1 (the last commit: nothing is uncommitted)' };
}
