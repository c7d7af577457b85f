// Local stand-ins that run as another user when we are root (PostgreSQL as `nobody`, nginx's workers
// as `nobody`) must reach their folders. A checkout in a private folder (`git clone` into
// `$(mktemp -d)`, mode 0700) hides everything under it from them, whatever the folders' own modes.
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Whether a user with no rights of its own can walk from `/` down to `dir` (each ancestor has o+x). */
export function othersCanReach(dir) {
  for (let current = dirname(resolve(dir)); ; current = dirname(current)) {
    let mode;
    try {
      mode = statSync(current).mode;
    } catch {
      return false;
    }
    if ((mode & 0o001) === 0) return false;
    if (current === dirname(current)) return true;
  }
}

/** Whether a process we start as another user (only when we are root) can reach `dir`. */
export const otherUsersCanReach = (dir) => !isRoot() || othersCanReach(dir);

/**
 * Where to keep `dir` for a process that runs as another user: `dir` itself when that user can reach
 * it (or when we are not root, and everything runs as us), otherwise a folder of the system's
 * temporary directory named after `dir`, so that the same `dir` maps to the same place at each start
 * (`npm run cluster` keeps its database between starts).
 */
export function placeForOtherUsers(dir) {
  if (otherUsersCanReach(dir)) return dir;
  const hash = createHash('sha256').update(resolve(dir)).digest('hex').slice(0, 12);
  return join(tmpdir(), `chispa-${basename(dir)}-${hash}`);
}
