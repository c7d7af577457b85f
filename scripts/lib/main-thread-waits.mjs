// What the page's main-thread tasks were made of, on the host (issue 32). Lantern slows each recorded
// task's whole duration by the CPU slowdown; a task that waited for a core (taken by the browser's
// other threads and processes, or the servers, on a 2-core host) or for another thread (V8's compile
// and GC helpers, the compositor, a synchronous call to the browser) is slowed as if all of it were
// the page's own work. Each trace event carries both its wall time (`dur`) and its thread's CPU time
// (`tdur`): their gap is that wait. The run queue's samples (scripts/lib/run-queue-sampler.mjs) say
// how much of it was a wait for a core.

/** The main frame's navigation to the page in a trace (not the about:blank before it), or undefined. */
export const pageNavigationOf = (traceEvents) =>
  traceEvents.find((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && event.args.data.documentLoaderURL?.startsWith('http'));

/** The page's first contentful paint after its navigation, or undefined. */
export const firstPaintOf = (traceEvents, navigation) =>
  traceEvents.find((event) => event.name === 'firstContentfulPaint' && event.pid === navigation.pid && event.ts >= navigation.ts);

// The task events Lantern makes its CPU nodes of (Chromium has renamed them over the years).
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork', 'TaskQueueManager::ProcessTaskFromWorkQueue']);

/**
 * The page's main-thread tasks from its navigation, in order, cut as Lantern cuts them
 * (`PageDependencyGraph.getCPUNodes`): a task that starts inside another ends the other 1 µs before
 * it, and a task of no duration is none. A cut task keeps its CPU time in proportion.
 */
function tasksAsLanternCutsThem(traceEvents, navigation) {
  const tasks = traceEvents
    .filter((event) => TASK_NAMES.has(event.name) && event.pid === navigation.pid && event.tid === navigation.tid && event.ts >= navigation.ts && event.dur > 0)
    .sort((a, b) => a.ts - b.ts);
  return tasks.map((task, i) => {
    const next = tasks[i + 1];
    const dur = next && next.ts < task.ts + task.dur ? Math.max(0, next.ts - 1 - task.ts) : task.dur;
    const cpu = typeof task.tdur === 'number' ? Math.min(Math.max(0, task.tdur) * (dur / task.dur), dur) : dur;
    return { ts: task.ts, dur, cpu };
  });
}

/**
 * How long the tasks waited for a core (µs): each sampling interval's run-queue wait, counted only
 * for the share of the interval the tasks cover (a thread also waits for a core before a task
 * starts, outside it), and never more than the tasks' time off the CPU there.
 * @param {Array<{ ts: number, dur: number, cpu: number }>} tasks in order, not overlapping
 * @param {Array<number[]>} samples `[atUs, ranNs, waitedNs]`, in order
 */
export function coreWaitOfTasks(tasks, samples) {
  let total = 0;
  let first = 0;
  for (let k = 1; k < samples.length; k += 1) {
    const [from] = samples[k - 1];
    const [to] = samples[k];
    const waited = (samples[k][2] - samples[k - 1][2]) / 1000;
    if (waited <= 0 || to <= from) continue;
    while (first < tasks.length && tasks[first].ts + tasks[first].dur <= from) first += 1;
    let covered = 0;
    let offCpu = 0;
    for (let j = first; j < tasks.length && tasks[j].ts < to; j += 1) {
      const task = tasks[j];
      const overlap = Math.min(to, task.ts + task.dur) - Math.max(from, task.ts);
      if (overlap <= 0) continue;
      covered += overlap;
      offCpu += (overlap * (task.dur - task.cpu)) / task.dur;
    }
    total += Math.min(offCpu, (waited * covered) / (to - from));
  }
  return total;
}

/**
 * The page's main-thread tasks from its navigation to the end of the trace (ms): their wall time,
 * their CPU time, and, given the run queue's samples of its renderer, how much of the rest was a
 * wait for a core. Undefined when the trace has no such navigation.
 * @param {Array<{ name: string, ph?: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: any }>} traceEvents
 * @param {Record<string, Array<number[]>>} [runQueue] `[atUs, ranNs, waitedNs]` samples by renderer pid
 */
export function pageMainThread(traceEvents, runQueue = {}) {
  const navigation = pageNavigationOf(traceEvents);
  if (!navigation) return undefined;
  const tasks = tasksAsLanternCutsThem(traceEvents, navigation);
  const samples = runQueue[navigation.pid];
  const sum = (values) => values.reduce((total, value) => total + value, 0) / 1000;
  return {
    tasks: tasks.length,
    wallMs: sum(tasks.map((task) => task.dur)),
    cpuMs: sum(tasks.map((task) => task.cpu)),
    coreWaitMs: samples && samples.length > 1 ? coreWaitOfTasks(tasks, samples) / 1000 : undefined,
  };
}

/**
 * The page's longest main-thread task from its first paint on, each task slowed by its own share of
 * CPU time (ms): `cpu × m + (wall − cpu)`, no simulation. Lantern slows every task of a run by one
 * multiplier (slowdownOfRecordedTime), which under-slows a task busier on the CPU than the run's
 * average; this reads each task as itself. Undefined without the page's navigation or first paint.
 * @param {Array<any>} traceEvents
 * @param {number} cpuSlowdownMultiplier the calibrated one
 */
export function longestTaskAfterPaintByItsCpu(traceEvents, cpuSlowdownMultiplier) {
  const navigation = pageNavigationOf(traceEvents);
  const paint = navigation && firstPaintOf(traceEvents, navigation);
  if (!paint) return undefined;
  const slowed = tasksAsLanternCutsThem(traceEvents, navigation)
    .filter((task) => task.ts >= paint.ts)
    .map((task) => task.cpu * cpuSlowdownMultiplier + (task.dur - task.cpu));
  return Math.max(0, ...slowed) / 1000;
}

/**
 * The multiplier Lantern should apply to the recorded tasks so that it slows the page's CPU time by
 * the calibrated multiplier and leaves its waits at their host length: the calibration measures the
 * host's CPU, and a wait is not the page's CPU work (docs/benchmarks.md, seventh pass).
 * @param {{ wallMs: number, cpuMs: number }} mainThread
 * @param {number} cpuSlowdownMultiplier the calibrated one
 */
export function slowdownOfRecordedTime({ wallMs, cpuMs }, cpuSlowdownMultiplier) {
  if (!(wallMs > 0)) return cpuSlowdownMultiplier;
  const waitMs = Math.max(0, wallMs - cpuMs);
  return Math.round(((Math.min(cpuMs, wallMs) * cpuSlowdownMultiplier + waitMs) / wallMs) * 100) / 100;
}

/**
 * The stricter reading: the multiplier that takes the page's waits for a core out and slows all the
 * rest of its recorded time, its other waits too, by the calibrated one. Undefined without run-queue samples.
 * @param {{ wallMs: number, coreWaitMs?: number }} mainThread
 * @param {number} cpuSlowdownMultiplier the calibrated one
 */
export function slowdownWithoutCoreWaits({ wallMs, coreWaitMs }, cpuSlowdownMultiplier) {
  if (coreWaitMs === undefined || !(wallMs > 0)) return undefined;
  return Math.max(1, Math.round(((cpuSlowdownMultiplier * (wallMs - coreWaitMs)) / wallMs) * 100) / 100);
}
