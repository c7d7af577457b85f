import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { readSchedstat, rendererDiscovery, startRunQueueSampler } from './run-queue-sampler.mjs';

const children = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

// Busy a third of the time: enough for its CPU time to grow, not enough to take a core from the suite.
const WORK = 'setInterval(() => { const until = Date.now() + 2; while (Date.now() < until); }, 6);';

/** A Node process whose command line looks like a Chromium renderer's. */
async function fakeRenderer() {
  const child = spawn(process.execPath, ['-e', WORK, '--', '--type=renderer']);
  children.push(child);
  await once(child, 'spawn');
  return child;
}

// Linux's per-thread scheduler statistics; a kernel built without them has nothing to sample.
const withSchedstat = existsSync(`/proc/${process.pid}/task/${process.pid}/schedstat`);

describe.runIf(withSchedstat)('readSchedstat', () => {
  it("reads a live process's main-thread time on the CPU and in the run queue", () => {
    const [ran, waited] = readSchedstat(process.pid);
    expect(ran).toBeGreaterThan(0);
    expect(waited).toBeGreaterThanOrEqual(0);
  });

  it('answers undefined for a process that is not there', () => {
    expect(readSchedstat(2 ** 30)).toBeUndefined();
  });
});

describe.runIf(withSchedstat)('startRunQueueSampler', () => {
  // Half a second: the worker starts and finds the renderer well within it, even on a loaded machine.
  it("samples renderers' main threads, in time order, on the trace's clock, and nothing else", async () => {
    const renderer = await fakeRenderer();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 5000)']);
    children.push(other);
    const before = Number(process.hrtime.bigint() / 1000n);
    const sampler = startRunQueueSampler();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const samples = await sampler.stop();
    const after = Number(process.hrtime.bigint() / 1000n);

    const mine = samples[renderer.pid] ?? [];
    expect(mine.length).toBeGreaterThan(3);
    for (let i = 1; i < mine.length; i += 1) {
      expect(mine[i][0]).toBeGreaterThan(mine[i - 1][0]);
      expect(mine[i][1]).toBeGreaterThanOrEqual(mine[i - 1][1]);
      expect(mine[i][2]).toBeGreaterThanOrEqual(mine[i - 1][2]);
    }
    // CLOCK_MONOTONIC in microseconds, the clock of Chromium's trace timestamps on Linux.
    expect(mine[0][0]).toBeGreaterThanOrEqual(before);
    expect(mine.at(-1)[0]).toBeLessThanOrEqual(after);
    expect(mine.at(-1)[1]).toBeGreaterThan(mine[0][1]); // its work ran
    expect(samples[other.pid]).toBeUndefined();
    expect(samples[process.pid]).toBeUndefined();
  });
});

describe('rendererDiscovery', () => {
  it('takes the processes there at the start as they are, asking each once', () => {
    const asked = [];
    const discover = rendererDiscovery({ listPids: () => [1, 2], isRenderer: (pid) => (asked.push(pid), pid === 2), settleUs: 1_000 });
    expect([...discover(0)]).toEqual([2]);
    expect([...discover(100)]).toEqual([2]);
    expect(asked).toEqual([1, 2]);
  });

  it('asks a newer process again until it settles: a zygote fork takes its renderer command line late', () => {
    const pids = [1];
    const renderers = new Set();
    const discover = rendererDiscovery({ listPids: () => pids, isRenderer: (pid) => renderers.has(pid), settleUs: 1_000 });
    discover(0);
    pids.push(5, 6);
    expect([...discover(100)]).toEqual([]); // 5 and 6 still show the zygote's command line
    renderers.add(5);
    expect([...discover(900)]).toEqual([5]);
    expect([...discover(1_100)]).toEqual([5]); // 6, a second after it was first seen, is something else
    renderers.add(6);
    expect([...discover(1_200)]).toEqual([5]);
  });
});
