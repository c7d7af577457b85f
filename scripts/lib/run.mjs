import { spawn } from 'node:child_process';

/**
 * Runs a command to completion, inheriting the terminal; rejects with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string>, label?: string }} [options]
 */
export function run(command, args, { cwd, env, label = `${command} ${args.join(' ')}` } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${label} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}
