import { spawn } from 'node:child_process';
import { text } from 'node:stream/consumers';
import { addToAccount, cpuAccount, measured } from './cpu-time.mjs';

/**
 * Runs a command to completion, inheriting the terminal (or handing its output, both streams, to
 * `output`); rejects with its exit code. Inside a step of `npm test` (cpu-time.mjs), its CPU seconds
 * are added to the step's account.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string>, label?: string, output?: (chunk: Buffer) => void }} [options]
 */
export function run(command, args, { cwd, env, label = `${command} ${args.join(' ')}`, output } = {}) {
  const account = cpuAccount.getStore();
  const wrapped = account ? measured(command, args) : null;
  return new Promise((resolve, reject) => {
    /** @type {('ignore' | 'inherit' | 'pipe')[]} */
    const stdio = output ? ['ignore', 'pipe', 'pipe'] : ['inherit', 'inherit', 'inherit'];
    // The wrapper's report of the command's CPU time comes on a fourth pipe.
    if (wrapped) stdio.push('pipe');
    const child = spawn(wrapped?.command ?? command, wrapped?.args ?? args, { cwd, env: { ...process.env, ...env }, stdio });
    const report = wrapped ? text(/** @type {import('node:stream').Readable} */ (child.stdio[3])) : Promise.resolve(null);
    if (output) {
      child.stdout?.on('data', output);
      child.stderr?.on('data', output);
    }
    child.on('error', reject);
    child.on('exit', async (code, signal) => {
      if (account) addToAccount(account, await report.catch(() => null));
      if (code === 0) resolve();
      else reject(new Error(`${label} failed (${signal ?? `exit ${code}`})`));
    });
  });
}
