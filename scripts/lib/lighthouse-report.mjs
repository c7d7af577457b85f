// Prints what scripts/bench-lighthouse.mjs measured: the calibration, each run, the medians against
// their budgets, the readings printed beside them, and the audits below 1.
import { LIGHTHOUSE_BUDGETS, LIGHTHOUSE_DESKTOP_BUDGETS, LIGHTHOUSE_METRIC_BUDGETS, lighthouseWithinBudgets } from './lighthouse-budgets.mjs';
import { median } from './median.mjs';

const verdict = (ok, word = 'OVER BUDGET') => (ok ? 'within budget' : word);
const ms = (value) => `${Math.round(value)} ms`;

/** One run's reading at another multiplier than the budget's, on one line (nothing without it). */
function printReading(label, reading) {
  if (!reading) return;
  console.log(`    ${label} (${reading.multiplier.toFixed(2)}× on the recorded time): performance ${reading.performance}, ` +
    `LCP ${ms(reading.largestContentfulPaint)}, TBT ${ms(reading.totalBlockingTime)}, longest task after first paint ${ms(reading.longestTaskAfterPaint)}`);
}

/** Prints one preset's calibration, runs, medians and failing audits; returns whether all budgets hold. */
export function reportLighthouse(audit) {
  const within = lighthouseWithinBudgets(audit);
  const { calibration } = audit;
  if (calibration) {
    const sorted = [...calibration.samples].sort((a, b) => a - b).map(Math.round);
    console.log(`  calibration: host benchmarkIndex ${Math.round(calibration.index)} (median of ${sorted.length} samples, ${sorted[0]}–${sorted[sorted.length - 1]}) → ` +
      `CPU slowdown ${calibration.cpuSlowdownMultiplier.toFixed(2)}× for the page's CPU time ${calibration.fixed ? '(FIXED by --slowdown: a comparison, not the budget\'s measure)' : "(Lighthouse's calculator; target a Moto G4-class phone, docs/benchmarks.md)"}`);
  }
  audit.perRun.forEach((run, i) => {
    const slowdown = audit.calibration
      ? `Lantern at ${Number(run.cpuSlowdownMultiplier).toFixed(2)}× on the recorded time (${audit.calibration.cpuSlowdownMultiplier.toFixed(2)}× on its CPU time)`
      : `CPU ${Number(run.cpuSlowdownMultiplier).toFixed(2)}×`;
    console.log(`  run ${i + 1}: ${slowdown}, Lighthouse's own benchmarkIndex ${run.benchmarkIndex}`);
    console.log(`    performance ${run.performance}, FCP ${ms(run.firstContentfulPaint)}, LCP ${ms(run.largestContentfulPaint)}, TBT ${ms(run.totalBlockingTime)}, ` +
      `longest task ${ms(run.longestTask)} (after first paint ${ms(run.longestTaskAfterPaint)}), CLS ${run.cumulativeLayoutShift.toFixed(3)}`);
    console.log(`    main thread: ${Object.entries(run.byCategory).map(([label, time]) => `${label} ${ms(time)}`).join(', ')}`);
    const host = run.hostMainThread;
    if (host) {
      const share = (value) => `${Math.round((value / host.wallMs) * 100)} %`;
      const forACore = host.coreWaitMs === undefined ? '' : ` (${share(host.coreWaitMs)} ready to run without a core, schedstat)`;
      console.log(`    the page's main thread on the host: ${host.tasks} tasks, ${ms(host.wallMs)}: ${share(host.cpuMs)} on the CPU, ${share(host.wallMs - host.cpuMs)} waiting${forACore}`);
    }
    if (run.longestTaskByItsCpu !== undefined) {
      console.log(`    each task slowed by its own CPU time (cpu × ${audit.calibration.cpuSlowdownMultiplier.toFixed(2)} + waits), no simulation: longest after first paint ${ms(run.longestTaskByItsCpu)}`);
    }
    printReading('without its waits for a core, its other waits slowed as work', run.otherWaitsSlowed);
    printReading('with its waits slowed as work too', run.waitsSlowed);
  });
  const budgets = audit.preset === 'desktop' ? LIGHTHOUSE_DESKTOP_BUDGETS : LIGHTHOUSE_BUDGETS;
  for (const [key, budget] of Object.entries(budgets)) {
    console.log(`  ${key.padEnd(14)} ${String(audit[key]).padStart(3)} (runs ${audit.perRun.map((run) => run[key]).join(', ')}; budget ${budget}): ${verdict(within[key], 'UNDER BUDGET')}`);
  }
  if (audit.preset === 'mobile') {
    for (const [key, budget] of Object.entries(LIGHTHOUSE_METRIC_BUDGETS)) {
      const value = audit.medianMetrics[key];
      const shown = key === 'cumulativeLayoutShift' ? value.toFixed(3) : ms(value);
      const limit = key === 'cumulativeLayoutShift' ? budget : ms(budget);
      console.log(`  ${key.padEnd(22)} median ${shown} (budget ${limit}): ${verdict(within[key])}`);
    }
  }
  if (audit.preset === 'mobile' && audit.perRun.every((run) => run.longestTaskByItsCpu !== undefined)) {
    const byItsCpu = median(audit.perRun.map((run) => run.longestTaskByItsCpu));
    console.log(`  longest task after first paint, each task slowed by its own CPU time: median ${ms(byItsCpu)} (printed: the budget is Lighthouse's reading above)`);
  }
  const readings = [['without the waits for a core, other waits slowed', 'otherWaitsSlowed'], ['every wait slowed as work', 'waitsSlowed']];
  for (const [label, key] of readings) {
    if (!audit.perRun.every((run) => run[key])) continue;
    const of = (metric) => median(audit.perRun.map((run) => run[key][metric]));
    console.log(`  ${label} (printed): performance ${of('performance')}, TBT ${ms(of('totalBlockingTime'))}, longest task after first paint ${ms(of('longestTaskAfterPaint'))}, LCP ${ms(of('largestContentfulPaint'))}`);
  }
  for (const [category, audits] of Object.entries(audit.failing ?? {})) {
    if (audits.length) console.log(`  ${category} audits below 1: ${audits.map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`).join(', ')}`);
  }
  return Object.values(within).every(Boolean);
}
