import { describe, expect, it } from 'vitest';
import { coreWaitsOfTasks, mainThreadAfterPaint, traceForSlowdown } from './main-thread-waits.mjs';

const PAGE = { pid: 7, tid: 1 };
const navigation = (url, ts) => ({ name: 'navigationStart', ...PAGE, ts, args: { data: { isLoadingMainFrame: true, documentLoaderURL: url } } });
const task = (ts, dur, tdur, where = PAGE) => ({ name: 'RunTask', ph: 'X', ...where, ts, dur, tdur });

describe('mainThreadAfterPaint', () => {
  it("sums the page's main-thread tasks from its first paint, wall time and CPU time apart", () => {
    const events = [
      navigation('', 0), // the about:blank before the page
      navigation('http://127.0.0.1:4173/', 1_000),
      task(2_000, 30_000, 29_000), // before the first paint: not counted
      { name: 'firstContentfulPaint', ...PAGE, ts: 100_000 },
      task(100_000, 20_000, 6_000),
      task(130_000, 10_000, 9_000),
      task(140_000, 50_000, 45_000, { pid: 7, tid: 2 }), // another thread of the renderer
      task(150_000, 50_000, 45_000, { pid: 8, tid: 1 }), // another process
    ];
    expect(mainThreadAfterPaint(events)).toEqual({ tasks: 2, wallMs: 30, cpuMs: 15 });
  });

  it('counts a task without a CPU time as all CPU (nothing is claimed as waiting)', () => {
    const events = [navigation('http://127.0.0.1:4173/', 0), { name: 'firstContentfulPaint', ...PAGE, ts: 10 }, task(20, 8_000, undefined)];
    expect(mainThreadAfterPaint(events)).toEqual({ tasks: 1, wallMs: 8, cpuMs: 8 });
  });

  it('says nothing when the trace has no page navigation or no paint', () => {
    expect(mainThreadAfterPaint([navigation('', 0), task(10, 5_000, 1_000)])).toBeUndefined();
    expect(mainThreadAfterPaint([navigation('http://127.0.0.1:4173/', 0), task(10, 5_000, 1_000)])).toBeUndefined();
  });
});

describe('coreWaitsOfTasks', () => {
  it("shares each interval's run-queue wait among the tasks it overlaps, by their time off the CPU", () => {
    const tasks = [
      { ts: 1_000, dur: 4_000, tdur: 2_000 }, // 2 ms off the CPU
      { ts: 5_000, dur: 2_000, tdur: 1_000 }, // 1 ms off the CPU
    ];
    // [atUs, ranNs, waitedNs]: 1.5 ms of run-queue wait between 1 ms and 7 ms
    const samples = [[1_000, 0, 0], [7_000, 3_000_000, 1_500_000]];
    const [first, second] = coreWaitsOfTasks(tasks, samples);
    expect(first).toBeCloseTo(1_000); // weights 4 ms × 2/4 = 2 and 2 ms × 1/2 = 1
    expect(second).toBeCloseTo(500);
  });

  it('never credits a task more than its time off the CPU, nor more than its time in the interval', () => {
    const tasks = [{ ts: 0, dur: 10_000, tdur: 9_000 }, { ts: 20_000, dur: 10_000, tdur: 1_000 }];
    const samples = [[0, 0, 0], [2_000, 0, 0], [4_000, 0, 5_000_000], [30_000, 0, 60_000_000]];
    const [first, second] = coreWaitsOfTasks(tasks, samples);
    expect(first).toBe(1_000); // 2 ms in [2, 4] and more later, but only 1 ms off the CPU
    expect(second).toBe(9_000);
  });

  it('credits nothing for a wait while no task ran, or to a task that never left the CPU', () => {
    const tasks = [{ ts: 0, dur: 5_000, tdur: 5_000 }, { ts: 10_000, dur: 5_000, tdur: 1_000 }];
    const samples = [[0, 0, 0], [5_000, 0, 3_000_000], [6_000, 0, 3_000_000], [9_000, 0, 8_000_000]];
    expect(coreWaitsOfTasks(tasks, samples)).toEqual([0, 0]);
  });
});

describe('traceForSlowdown', () => {
  const page = navigation('http://127.0.0.1:4173/', 0);
  const child = (name, ts, dur) => ({ name, ph: 'X', ...PAGE, ts, dur, tdur: dur });

  it("keeps the page's CPU time, drops its waits for a core and keeps its other waits unslowed", () => {
    /** @type {any[]} */
    const events = [
      page,
      task(10_000, 20_000, 5_000), // 15 ms off the CPU: 10 ms waiting for a core, 5 ms blocked
      child('Layout', 12_000, 16_000),
      { name: 'ResourceSendRequest', ph: 'I', ...PAGE, ts: 20_000 },
      { name: 'firstContentfulPaint', ...PAGE, ts: 35_000 }, // between tasks: where it was
      task(40_000, 10_000, 10_000),
      task(10_000, 20_000, 2_000, { pid: 7, tid: 2 }), // the renderer's compositor: untouched
    ];
    const runQueue = { 7: [[10_000, 0, 0], [30_000, 5_000_000, 10_000_000], [50_000, 15_000_000, 10_000_000]] };
    const { traceEvents, tasks, coreWaitMs, blockedMs } = traceForSlowdown(events, runQueue, 10);
    expect(tasks).toBe(2);
    expect(coreWaitMs).toBe(10);
    expect(blockedMs).toBe(5);
    const [, shortened, layout, request, paint, onCpu, compositor] = traceEvents;
    // 5 ms of CPU + 5 ms blocked ÷ 10, which Lantern's 10× brings back to 5 ms
    expect(shortened).toMatchObject({ ts: 10_000, dur: 5_500, tdur: 5_000 });
    expect(layout.ts).toBeCloseTo(10_550);
    expect(layout.dur).toBeCloseTo(4_400); // still inside its task
    expect(request.ts).toBeCloseTo(12_750);
    expect(paint).toBe(events[4]);
    expect(onCpu).toBe(events[5]);
    expect(compositor).toBe(events[6]);
    expect(events[1].dur).toBe(20_000); // the caller's events are not changed
  });

  it('without run-queue samples, keeps every wait, unslowed', () => {
    const events = [page, task(0, 10_000, 2_000)];
    const { traceEvents, coreWaitMs, blockedMs } = traceForSlowdown(events, {}, 4);
    expect(traceEvents[1].dur).toBe(4_000);
    expect([coreWaitMs, blockedMs]).toEqual([0, 8]);
  });

  it('keeps an event that ends where the next task starts inside its own task', () => {
    const events = [page, task(0, 10_000, 2_000), child('FunctionCall', 0, 10_000), task(10_000, 10_000, 5_000)];
    const runQueue = { 7: [[0, 0, 0], [10_000, 2_000_000, 8_000_000], [20_000, 7_000_000, 13_000_000]] };
    const { traceEvents } = traceForSlowdown(events, runQueue, 12);
    expect(traceEvents[1].dur).toBe(2_000);
    expect(traceEvents[2]).toMatchObject({ ts: 0, dur: 2_000 });
    expect(traceEvents[3]).toMatchObject({ ts: 10_000, dur: 5_000 });
  });

  it('leaves a task without a CPU time, and a trace without the page, as they are', () => {
    const events = [page, task(0, 10_000, undefined)];
    expect(traceForSlowdown(events, {}, 12)).toEqual({ traceEvents: events, tasks: 1, coreWaitMs: 0, blockedMs: 0 });
    const blank = [navigation('', 0), task(0, 10_000, 2_000)];
    expect(traceForSlowdown(blank, {}, 12).traceEvents).toBe(blank);
  });
});
