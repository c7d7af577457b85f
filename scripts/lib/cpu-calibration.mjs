// The CPU slowdown that makes Lighthouse's simulated phone the same on every host (issue 32).
// Lighthouse's mobile preset slows the host 4×, which is a mid-tier phone only on the host it assumes.
// Its throttling documentation (docs/throttling.md, "Calibrating the CPU slowdown") calibrates from
// the host's benchmarkIndex with the Lighthouse team's calculator: 150 → 1×, 800 → 2×, 1300 → 3×,
// then one more × per 233 points (1533 → 4×, 2000 → 6×). The target is the table's mid-tier mobile,
// a Moto G4; docs/benchmarks.md explains the choice.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

const CURVE = [
  [150, 1],
  [800, 2],
  [1300, 3],
];
const POINTS_PER_STEP_ABOVE = 233;

/** The multiplier for a host's benchmarkIndex; 1× for hosts at or below the target itself. */
export function slowdownForBenchmarkIndex(index) {
  if (!Number.isFinite(index) || index <= 0) throw new Error(`No CPU calibration for a benchmarkIndex of ${index}.`);
  const [[firstIndex]] = CURVE;
  if (index <= firstIndex) return 1;
  const [lastIndex, lastMultiplier] = CURVE[CURVE.length - 1];
  if (index >= lastIndex) return lastMultiplier + (index - lastIndex) / POINTS_PER_STEP_ABOVE;
  const upper = CURVE.findIndex(([at]) => at >= index);
  const [lowIndex, lowMultiplier] = CURVE[upper - 1];
  const [highIndex, highMultiplier] = CURVE[upper];
  return lowMultiplier + ((index - lowIndex) / (highIndex - lowIndex)) * (highMultiplier - lowMultiplier);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Keeps every core but one busy until the returned function is called. A page load keeps them all
 * busy (Chromium's renderer, browser, GPU and network processes, the app and Strapi), and a virtual
 * machine's core runs up to 60 % faster while the others idle (here: samples of 1,250 and of
 * 2,050 a few seconds apart, alone; 1,250 to 1,340 with the others busy). Measured alone, the
 * benchmark would calibrate for a speed the page load never has.
 */
function keepOtherCoresBusy() {
  const workers = Array.from({ length: Math.max(0, availableParallelism() - 1) }, () => new Worker('for (;;) {}', { eval: true }));
  return () => Promise.all(workers.map((worker) => worker.terminate()));
}

/**
 * Lighthouse's own benchmark (its page function, about 1 s each) in a blank page of the browser
 * that is audited, with the other cores busy, median of `samples`.
 * @param {import('playwright-core').BrowserContext} context
 */
export async function measureBenchmarkIndex(context, samples = 3) {
  const page = await context.newPage();
  const release = keepOtherCoresBusy();
  try {
    const measured = [];
    for (let i = 0; i < samples; i += 1) {
      measured.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    }
    return { index: median(measured), samples: measured };
  } finally {
    await release();
    await page.close();
  }
}

/**
 * The host's benchmarkIndex for the calibration, from every sample of the bench (3 before and 3
 * after each run): their lower quartile. On this kind of machine the benchmark reads about 1,250
 * most of the time and up to 2,200 in bursts of a few seconds, while the page load's own time does
 * not change with them (its script evaluation took 510-790 ms of host time whether the bench's
 * index read 1,270 or 1,920): the bursts do not reach the page load, so its sustained speed is the
 * lower one. The lower quartile reads it as long as a quarter of the samples do.
 */
export function hostIndex(samples) {
  if (samples.length === 0) throw new Error('No benchmarkIndex sample to calibrate from.');
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 4)];
}
