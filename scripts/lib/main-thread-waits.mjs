// How much of the page's main-thread tasks, from its first paint on, the thread spent on the CPU
// (issue 32). Lantern slows each recorded task's whole duration by the CPU slowdown; a task that
// waited for a core (taken by the browser's other threads and processes, or the servers on a
// 2-core host) or for another thread (V8's compile and GC helpers, the compositor, a synchronous
// call to the browser) is slowed as if all of it were the page's own work. Each trace event carries
// both its wall time (`dur`) and its thread's CPU time (`tdur`): their gap is that wait. The bench
// measures it, says how much of it was a wait for a core, and slows only the page's own work.

/** The main frame's navigation to the page (not the about:blank before it). */
const isPageNavigation = (event) =>
  event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && event.args.data.documentLoaderURL?.startsWith('http');

/**
 * The page's main-thread tasks from its first contentful paint to the end of the trace: their wall
 * time and CPU time (ms), or undefined when the trace has no such navigation or paint.
 * @param {Array<{ name: string, ph?: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: any }>} traceEvents
 */
export function mainThreadAfterPaint(traceEvents) {
  const navigation = traceEvents.find(isPageNavigation);
  if (!navigation) return undefined;
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint' && event.pid === navigation.pid && event.ts >= navigation.ts);
  if (!paint) return undefined;
  const tasks = traceEvents.filter(
    (event) => event.name === 'RunTask' && event.pid === navigation.pid && event.tid === navigation.tid && event.ts >= paint.ts && typeof event.dur === 'number',
  );
  const sum = (values) => values.reduce((total, value) => total + value, 0) / 1000;
  return { tasks: tasks.length, wallMs: sum(tasks.map((task) => task.dur)), cpuMs: sum(tasks.map((task) => task.tdur ?? task.dur)) };
}

/** The page's top-level main-thread tasks, in order (a task recorded inside another is part of it). */
function topLevelTasks(traceEvents, navigation) {
  const tasks = traceEvents
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === navigation.pid && event.tid === navigation.tid && typeof event.dur === 'number')
    .sort((a, b) => a.ts - b.ts);
  const top = [];
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue;
    top.push(task);
    end = task.ts + task.dur;
  }
  return top;
}

/**
 * How long each task waited for a core: each sampling interval's run-queue wait (schedstat) shared
 * among the tasks it overlaps, in proportion to their time off the CPU there; never more than a
 * task's time in the interval nor, in all, than its wall time minus its CPU time.
 * @param {Array<{ ts: number, dur: number, tdur?: number }>} tasks top-level tasks, in order
 * @param {Array<number[]>} samples `[atUs, ranNs, waitedNs]`, in order
 */
export function coreWaitsOfTasks(tasks, samples) {
  const offCpu = tasks.map((task) => (typeof task.tdur === 'number' ? Math.max(0, task.dur - task.tdur) : 0));
  const credit = tasks.map(() => 0);
  let first = 0;
  for (let k = 1; k < samples.length; k += 1) {
    const [from] = samples[k - 1];
    const [to] = samples[k];
    const waited = (samples[k][2] - samples[k - 1][2]) / 1000;
    if (waited <= 0 || to <= from) continue;
    while (first < tasks.length && tasks[first].ts + tasks[first].dur <= from) first += 1;
    const overlaps = [];
    for (let j = first; j < tasks.length && tasks[j].ts < to; j += 1) {
      const overlap = Math.min(to, tasks[j].ts + tasks[j].dur) - Math.max(from, tasks[j].ts);
      if (overlap > 0 && offCpu[j] > 0) overlaps.push([j, overlap, (overlap * offCpu[j]) / tasks[j].dur]);
    }
    const weights = overlaps.reduce((sum, [, , weight]) => sum + weight, 0);
    for (const [j, overlap, weight] of overlaps) credit[j] += Math.min(overlap, (waited * weight) / weights);
  }
  return credit.map((value, j) => Math.min(value, offCpu[j]));
}

/**
 * The trace as Lantern should slow it: each of the page's top-level main-thread tasks keeps its
 * thread's CPU time (`tdur`), which the calibrated multiplier slows as the phone's CPU would; loses
 * the time its thread waited, ready to run, for one of this host's cores (`runQueue`, sampled by
 * scripts/lib/run-queue-sampler.mjs), which a phone's page thread does not wait; and keeps the time
 * it waited on other threads (a synchronous call to the browser, a GC helper) at its host length,
 * divided by the multiplier so that Lantern does not slow it as if it were the page's work
 * (docs/benchmarks.md, seventh pass). The events inside a task are drawn towards its start in
 * proportion, so the task's tree and the order of everything stay whole. The events given are not
 * changed (changed events are copies).
 * @param {Array<any>} traceEvents
 * @param {Record<string, Array<number[]>>} runQueue `[atUs, ranNs, waitedNs]` samples by renderer pid
 * @param {number} cpuSlowdownMultiplier
 * @returns {{ traceEvents: Array<any>, tasks: number, coreWaitMs: number, blockedMs: number }}
 */
export function traceForSlowdown(traceEvents, runQueue, cpuSlowdownMultiplier) {
  const navigation = traceEvents.find(isPageNavigation);
  if (!navigation) return { traceEvents, tasks: 0, coreWaitMs: 0, blockedMs: 0 };
  const tasks = topLevelTasks(traceEvents, navigation);
  const samples = runQueue[navigation.pid] ?? [];
  const coreWaits = coreWaitsOfTasks(tasks, samples);
  let coreWaitMs = 0;
  let blockedMs = 0;
  const shortened = [];
  tasks.forEach((task, j) => {
    if (typeof task.tdur !== 'number' || task.tdur >= task.dur) return;
    const blocked = task.dur - task.tdur - coreWaits[j];
    coreWaitMs += coreWaits[j] / 1000;
    blockedMs += blocked / 1000;
    const dur = Math.max(0, task.tdur) + blocked / cpuSlowdownMultiplier;
    shortened.push({ start: task.ts, end: task.ts + task.dur, factor: dur / task.dur });
  });
  const onMainThread = (event) => event.pid === navigation.pid && event.tid === navigation.tid;
  // The shortened task whose span holds `ts` (at a boundary shared by two tasks, the one starting there).
  const holding = (ts) => {
    let low = 0;
    let high = shortened.length - 1;
    let found;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const task = shortened[middle];
      if (ts < task.start) high = middle - 1;
      else {
        if (ts <= task.end) found = task;
        low = middle + 1;
      }
    }
    return found;
  };
  const within = (task, ts) => task.start + (ts - task.start) * task.factor;
  const events = traceEvents.map((event) => {
    if (!onMainThread(event) || typeof event.ts !== 'number') return event;
    const task = holding(event.ts);
    const ts = task ? within(task, event.ts) : event.ts;
    if (typeof event.dur !== 'number') return ts === event.ts ? event : { ...event, ts };
    const end = event.ts + event.dur;
    const endTask = task && end <= task.end ? task : holding(end);
    const dur = (endTask ? within(endTask, end) : end) - ts;
    return ts === event.ts && dur === event.dur ? event : { ...event, ts, dur };
  });
  return { traceEvents: events, tasks: tasks.length, coreWaitMs, blockedMs };
}
