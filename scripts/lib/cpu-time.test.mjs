// @vitest-environment node
import { arch } from 'node:os';
import { describe, expect, it } from 'vitest';
import { cpuAccount, cpuSecondsOf, openAccount } from './cpu-time.mjs';
import { run } from './run.mjs';

/**
 * Node code that spends `ms` of CPU time: counted on its own CPU clock, not the wall's, which on a
 * busy machine passes while the process waits for a core (a CI run's 300 ms loops measured 0.4 s for two).
 */
const busy = (ms) => `const cpu = () => { const { user, system } = process.cpuUsage(); return user + system; }; const end = cpu() + ${ms * 1000}; while (cpu() < end);`;

async function measure(...commands) {
  const account = openAccount();
  await cpuAccount.run(account, async () => {
    for (const args of commands) await run(process.execPath, args);
  });
  return account;
}

describe("a step's CPU seconds", () => {
  it('reads the reaper\'s report: user and system seconds', () => {
    expect(cpuSecondsOf('1.25 0.5\n')).toBe(1.75);
    expect(cpuSecondsOf('12 0')).toBe(12);
    expect(cpuSecondsOf('')).toBeNull();
    expect(cpuSecondsOf('times: not found')).toBeNull();
  });

  it("adds up the commands a step runs, with their children's", async () => {
    const child = `require('node:child_process').execFileSync(process.execPath, ['-e', ${JSON.stringify(busy(300))}]);`;
    const account = await measure(['-e', busy(300)], ['-e', child]);
    expect(account.measured).toBe(true);
    expect(account.seconds).toBeGreaterThan(0.5);
    expect(account.seconds).toBeLessThan(5);
  }, 20_000); // 0.6 s of CPU, which a busy machine gives out slowly

  it.runIf(['x64', 'arm64'].includes(arch()))('counts a process whose parent ended first (a browser\'s helpers)', async () => {
    const orphan = `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(busy(200))}], { stdio: 'ignore' }).unref();`;
    const account = await measure(['-e', orphan]);
    // Well within the reaper's two seconds for those still ending, on a busy machine too.
    expect(account.seconds).toBeGreaterThan(0.15);
  });

  it('still fails with the command, and counts it', async () => {
    const account = openAccount();
    await expect(cpuAccount.run(account, () => run(process.execPath, ['-e', `${busy(100)} process.exit(3)`]))).rejects.toThrow(/failed \(exit 3\)/);
    expect(account.seconds).toBeGreaterThan(0.05);
  });
});
