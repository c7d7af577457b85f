// How much of the page's main-thread tasks, from its first paint on, the thread spent on the CPU
// (issue 32). Lantern slows each recorded task's whole duration by the CPU slowdown; a task that
// waited for a core (taken by the browser's other threads and processes, or the servers on a
// 2-core host) or for another thread (V8's compile and GC helpers, the compositor, a synchronous
// call to the browser) is slowed as if all of it were the page's own work. Each trace event carries
// both its wall time (`dur`) and its thread's CPU time (`tdur`): their gap is that wait.

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
