import { spawn } from 'node:child_process';

/**
 * Runs a command to completion, inheriting the terminal (or handing its output, both streams, to
 * `output`); rejects with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string>, label?: string, output?: (chunk: Buffer) => void }} [options]
 */
export function run(command, args, { cwd, env, label = `${command} ${args.join(' ')}`, output } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (output) {
      child.stdout?.on('data', output);
      child.stderr?.on('data', output);
    }
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${label} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}
