// Samples, every 4 ms, how long each Chromium renderer's main thread has run and how long it has
// waited, ready to run, for a core (`/proc/<pid>/task/<pid>/schedstat`: nanoseconds on the CPU,
// nanoseconds runnable in the run queue). With the trace's timestamps (both CLOCK_MONOTONIC) this
// says how much of the page's recorded time was the host's scheduler, not the page (issue 32,
// scripts/lib/main-thread-waits.mjs). It samples in a worker thread so that its ticks stay regular
// while the bench's own thread drives Lighthouse.
import { readdirSync, readFileSync } from 'node:fs';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const TICK_MS = 4;
const DISCOVER_EVERY_TICKS = 5;
// A process forked by Chromium's zygote shows the zygote's command line until it takes its own: a
// new process is asked again for this long before it is taken for something else.
const SETTLE_US = 1_000_000;

/** Whether a process is a Chromium renderer. */
function isRendererProcess(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer');
  } catch {
    return false;
  }
}

/** `[ranNs, waitedNs]` of a process's main thread, or undefined once it has exited. */
export function readSchedstat(pid) {
  try {
    const [ran, waited] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').trim().split(' ').map(Number);
    return Number.isFinite(ran) && Number.isFinite(waited) ? [ran, waited] : undefined;
  } catch {
    return undefined;
  }
}

/** Microseconds of CLOCK_MONOTONIC, the clock of Chromium's trace timestamps on Linux. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * The renderers among the processes `listPids` gives, as they come: a process there when discovery
 * starts is taken as it is; a newer one is asked again for `settleUs` before it is taken for
 * something else.
 * @param {{ listPids: () => number[], isRenderer: (pid: number) => boolean, settleUs?: number }} sources
 */
export function rendererDiscovery({ listPids, isRenderer, settleUs = SETTLE_US }) {
  const renderers = new Set();
  const settled = new Set();
  const firstSeen = new Map();
  let started = false;
  return (atUs) => {
    for (const pid of listPids()) {
      if (renderers.has(pid) || settled.has(pid)) continue;
      if (isRenderer(pid)) renderers.add(pid);
      else if (!started) settled.add(pid);
      else {
        if (!firstSeen.has(pid)) firstSeen.set(pid, atUs);
        if (atUs - firstSeen.get(pid) >= settleUs) settled.add(pid);
      }
    }
    started = true;
    return renderers;
  };
}

function sampleUntilStopped({ stop, listPids }) {
  const discover = rendererDiscovery({ listPids, isRenderer: isRendererProcess });
  let renderers = new Set();
  const samples = {};
  const flag = new Int32Array(stop);
  for (let tick = 0; Atomics.load(flag, 0) === 0; tick += 1) {
    if (tick % DISCOVER_EVERY_TICKS === 0) renderers = discover(monotonicUs());
    const at = monotonicUs();
    for (const pid of renderers) {
      const stat = readSchedstat(pid);
      if (stat) (samples[pid] ??= []).push([at, stat[0], stat[1]]);
    }
    Atomics.wait(flag, 0, 0, TICK_MS);
  }
  return samples;
}

const procPids = () => readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);

if (!isMainThread && workerData?.runQueueSampler) {
  parentPort.postMessage(sampleUntilStopped({ stop: workerData.stop, listPids: procPids }));
}

/**
 * Starts sampling every renderer's main thread; `stop()` resolves to `{ [pid]: [[atUs, ranNs, waitedNs], …] }`.
 * Where /proc has no schedstat (not Linux, or a kernel without it) the samples are empty.
 */
export function startRunQueueSampler() {
  const stop = new SharedArrayBuffer(4);
  const worker = new Worker(new URL(import.meta.url), { workerData: { runQueueSampler: true, stop } });
  // A worker that fails or ends without its samples is answered with none, not left pending.
  const samples = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', () => resolve({}));
  });
  samples.catch(() => {});
  return {
    async stop() {
      const flag = new Int32Array(stop);
      Atomics.store(flag, 0, 1);
      Atomics.notify(flag, 0);
      const result = await samples;
      await worker.terminate();
      return result;
    },
  };
}
