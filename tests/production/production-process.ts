import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { rootDir } from '../../scripts/lib/paths.mjs';

/** The environment of a shell with none of Chispa's settings (the test decides each one). */
export function bareEnvironment(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG'];
  return Object.fromEntries(keep.filter((name) => process.env[name]).map((name) => [name, process.env[name]!]));
}

/** `npm run start:production` (its script, without npm in between), output collected. */
export function startProduction(env: Record<string, string>) {
  const child = spawn(process.execPath, [join(rootDir, 'scripts', 'start-production.mjs')], { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Resolves when the output shows `text`; rejects when the process exits first or time runs out. */
export async function waitForOutput(run: ReturnType<typeof startProduction>, text: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!run.output().includes(text)) {
    if (run.child.exitCode !== null) throw new Error(`exited (${run.child.exitCode}) before "${text}":\n${run.output().slice(-4000)}`);
    if (Date.now() > deadline) throw new Error(`no "${text}" within ${timeoutMs / 1000} s:\n${run.output().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
