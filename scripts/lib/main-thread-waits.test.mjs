import { describe, expect, it } from 'vitest';
import { coreWaitOfTasks, pageMainThread, slowdownOfRecordedTime } from './main-thread-waits.mjs';

const PAGE = { pid: 7, tid: 1 };
const navigation = (url, ts) => ({ name: 'navigationStart', ...PAGE, ts, args: { data: { isLoadingMainFrame: true, documentLoaderURL: url } } });
const task = (ts, dur, tdur, where = PAGE) => ({ name: 'RunTask', ph: 'X', ...where, ts, dur, tdur });

describe('pageMainThread', () => {
  it("sums the page's top-level main-thread tasks from its navigation, wall time and CPU time apart", () => {
    const events = [
      navigation('', 0), // the about:blank before the page
      task(500, 400, 100), // before the page's navigation: not counted
      navigation('http://127.0.0.1:4173/', 1_000),
      task(2_000, 30_000, 10_000),
      task(3_000, 5_000, 5_000), // inside the one above: part of it
      task(40_000, 10_000, 9_000),
      task(40_000, 50_000, 45_000, { pid: 7, tid: 2 }), // another thread of the renderer
      task(40_000, 50_000, 45_000, { pid: 8, tid: 1 }), // another process
    ];
    expect(pageMainThread(events)).toEqual({ tasks: 2, wallMs: 40, cpuMs: 19, coreWaitMs: undefined });
  });

  it('counts a task that starts inside another and ends after it for its time after, its CPU time in proportion', () => {
    const events = [navigation('http://127.0.0.1:4173/', 0), task(0, 10_000, 4_000), task(8_000, 8_000, 8_000)];
    expect(pageMainThread(events)).toMatchObject({ tasks: 2, wallMs: 16, cpuMs: 10 });
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
