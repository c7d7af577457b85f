import { describe, expect, it } from 'vitest';
import { coreWaitOfTasks, longestTaskAfterPaintByItsCpu, pageMainThread, slowdownOfRecordedTime, slowdownWithoutCoreWaits } from './main-thread-waits.mjs';

const PAGE = { pid: 7, tid: 1 };
const navigation = (url, ts) => ({ name: 'navigationStart', ...PAGE, ts, args: { data: { isLoadingMainFrame: true, documentLoaderURL: url } } });
const task = (ts, dur, tdur, where = PAGE) => ({ name: 'RunTask', ph: 'X', ...where, ts, dur, tdur });

describe('pageMainThread', () => {
  it("sums the page's main-thread tasks from its navigation, wall time and CPU time apart", () => {
    const events = [
      navigation('', 0), // the about:blank before the page
      task(500, 400, 100), // before the page's navigation: not counted
      navigation('http://127.0.0.1:4173/', 1_000),
      task(2_000, 20_000, 10_000),
      task(30_000, 10_000, 9_000),
      { ...task(42_000, 0, 0) }, // no duration: no task
      task(30_000, 50_000, 45_000, { pid: 7, tid: 2 }), // another thread of the renderer
      task(30_000, 50_000, 45_000, { pid: 8, tid: 1 }), // another process
    ];
    expect(pageMainThread(events)).toEqual({ tasks: 2, wallMs: 30, cpuMs: 19, coreWaitMs: undefined });
  });

  it('cuts a task where the next one starts, as Lantern does, its CPU time in proportion', () => {
    const overlapping = [navigation('http://127.0.0.1:4173/', 0), task(0, 10_000, 4_000), task(8_001, 8_000, 8_000)];
    expect(pageMainThread(overlapping)).toMatchObject({ tasks: 2, wallMs: 16, cpuMs: 11.2 });
    // Nested: Lantern keeps the outer task until the inner one starts, then the inner one.
    const nested = [navigation('http://127.0.0.1:4173/', 0), task(0, 30_000, 15_000), task(1_001, 5_000, 5_000), { name: 'ThreadControllerImpl::RunTask', ...PAGE, ts: 40_000, dur: 2_000, tdur: 1_000 }];
    expect(pageMainThread(nested)).toMatchObject({ tasks: 3, wallMs: 8, cpuMs: 6.5 });
  });

  it('counts a task without a CPU time as all CPU (nothing is claimed as waiting)', () => {
    const events = [navigation('http://127.0.0.1:4173/', 0), task(20, 8_000, undefined)];
    expect(pageMainThread(events)).toMatchObject({ tasks: 1, wallMs: 8, cpuMs: 8 });
  });

  it("reads the waits for a core from its own renderer's samples only", () => {
    const events = [navigation('http://127.0.0.1:4173/', 0), task(0, 10_000, 4_000)];
    const runQueue = { 7: [[0, 0, 0], [10_000, 4_000_000, 5_000_000]], 8: [[0, 0, 0], [10_000, 0, 9_000_000]] };
    expect(pageMainThread(events, runQueue)).toMatchObject({ wallMs: 10, cpuMs: 4, coreWaitMs: 5 });
    expect(pageMainThread(events, { 8: runQueue[8] }).coreWaitMs).toBeUndefined();
  });

  it('says nothing without the page\'s navigation', () => {
    expect(pageMainThread([navigation('', 0), task(10, 5_000, 1_000)])).toBeUndefined();
  });
});

describe('coreWaitOfTasks', () => {
  const sample = (atUs, waitedUs) => [atUs, 0, waitedUs * 1_000];

  it("counts an interval's wait for the share of it the tasks cover", () => {
    // 4 ms of waiting in [0, 8 ms], of which the task covers half: 2 ms may have been inside it.
    const tasks = [{ ts: 4_000, dur: 4_000, cpu: 0 }];
    expect(coreWaitOfTasks(tasks, [sample(0, 0), sample(8_000, 4_000)])).toBe(2_000);
  });

  it("never counts more than the tasks' time off the CPU in the interval", () => {
    const tasks = [{ ts: 0, dur: 8_000, cpu: 6_000 }]; // 2 ms off the CPU, 1 ms of it in each half
    const samples = [sample(0, 0), sample(4_000, 3_000), sample(8_000, 3_000)];
    expect(coreWaitOfTasks(tasks, samples)).toBe(1_000);
  });

  it('counts nothing for a wait while no task ran', () => {
    const tasks = [{ ts: 0, dur: 2_000, cpu: 1_000 }, { ts: 10_000, dur: 2_000, cpu: 1_000 }];
    expect(coreWaitOfTasks(tasks, [sample(0, 0), sample(2_000, 0), sample(10_000, 5_000), sample(12_000, 5_000)])).toBe(0);
  });

  it('adds the intervals up across tasks', () => {
    const tasks = [{ ts: 0, dur: 4_000, cpu: 1_000 }, { ts: 4_000, dur: 4_000, cpu: 2_000 }];
    expect(coreWaitOfTasks(tasks, [sample(0, 0), sample(4_000, 2_500), sample(8_000, 4_500)])).toBe(4_500);
  });
});

describe('slowdownOfRecordedTime', () => {
  it('slows the CPU time by the calibrated multiplier and leaves the waits at their length', () => {
    // 40 ms on the CPU × 12 + 60 ms of waits = 540 ms for 100 ms recorded
    expect(slowdownOfRecordedTime({ wallMs: 100, cpuMs: 40 }, 12)).toBe(5.4);
  });

  it('is the calibrated multiplier when the page never waited, or recorded nothing', () => {
    expect(slowdownOfRecordedTime({ wallMs: 80, cpuMs: 80 }, 11.42)).toBe(11.42);
    expect(slowdownOfRecordedTime({ wallMs: 0, cpuMs: 0 }, 11.42)).toBe(11.42);
  });

  it('never goes under 1× (a wait is not made shorter than it was)', () => {
    expect(slowdownOfRecordedTime({ wallMs: 100, cpuMs: 0 }, 12)).toBe(1);
  });
});

describe('longestTaskAfterPaintByItsCpu', () => {
  it('slows each task from the first paint by its own CPU time, its waits at their length', () => {
    const events = [
      navigation('http://127.0.0.1:4173/', 0),
      task(1_000, 30_000, 30_000), // before the first paint: not counted
      { name: 'firstContentfulPaint', ...PAGE, ts: 40_000 },
      task(40_000, 20_000, 2_000), // 2 × 10 + 18 = 38 ms
      task(70_000, 9_000, 8_000), // 8 × 10 + 1 = 81 ms: the longest, though the shorter one
      task(90_000, 50_000, 50_000, { pid: 7, tid: 2 }), // another thread
    ];
    expect(longestTaskAfterPaintByItsCpu(events, 10)).toBe(81);
  });

  it('says nothing without a first paint, and 0 without a task after it', () => {
    expect(longestTaskAfterPaintByItsCpu([navigation('http://127.0.0.1:4173/', 0), task(10, 5_000, 1_000)], 10)).toBeUndefined();
    expect(longestTaskAfterPaintByItsCpu([navigation('http://127.0.0.1:4173/', 0), { name: 'firstContentfulPaint', ...PAGE, ts: 10 }], 10)).toBe(0);
  });
});

describe('slowdownWithoutCoreWaits', () => {
  it('slows everything but the waits for a core by the calibrated multiplier', () => {
    // 100 ms recorded, 30 of them waiting for a core: 70 ms × 12 = 840 ms, 8.4× on the recorded time
    expect(slowdownWithoutCoreWaits({ wallMs: 100, coreWaitMs: 30 }, 12)).toBe(8.4);
  });

  it('says nothing without run-queue samples, and never goes under 1×', () => {
    expect(slowdownWithoutCoreWaits({ wallMs: 100, coreWaitMs: undefined }, 12)).toBeUndefined();
    expect(slowdownWithoutCoreWaits({ wallMs: 100, coreWaitMs: 99 }, 12)).toBe(1);
  });
});
