import { describe, expect, it } from 'vitest';
import { mainThreadAfterPaint } from './main-thread-waits.mjs';

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
