// The CPU slowdown that makes Lighthouse's simulated phone the same on every host (issue 32).
// Lighthouse's mobile preset slows the host 4×, which is a mid-tier phone only on the host it assumes.
// Its throttling documentation (docs/throttling.md, "Calibrating the CPU slowdown") calibrates from
// the host's benchmarkIndex with the Lighthouse team's calculator: 150 → 1×, 800 → 2×, 1300 → 3×,
// then one more × per 233 points (1533 → 4×, 2000 → 6×). The target is the table's mid-tier mobile,
// a Moto G4; docs/benchmarks.md explains the choice.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './median.mjs';

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


/**
 * Lighthouse's own benchmark (its page function, about 1 s), as Lighthouse runs it: once, in a
 * fresh page, with the other cores idle. Each sample gets a new browser context, so a new renderer
 * process: run again in one page, the benchmark reads up to 1.8× higher by its third run (here
 * 1,270 → 2,240), as V8 has grown its young generation for it, a speed no page load starts with.
 * Measured with the other cores kept busy, a core shared with the spinning thread read as low as 520.
 * @param {import('playwright-core').Browser} browser
 */
export async function measureBenchmarkIndex(browser, samples = 3) {
  const measured = [];
  for (let i = 0; i < samples; i += 1) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      measured.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    } finally {
      await context.close();
    }
  }
  return { index: median(measured), samples: measured };
}

/**
 * The host's benchmarkIndex for the calibration, from every sample of the bench (3 before and 3
 * after each run): their median. Taken in fresh pages, the samples of one bench still spread over
 * about ±30 % (here 930 to 1,650, with half of them within 10 % of 1,230); the median reads the
 * middle of that spread however the bursts fall.
 */
export function hostIndex(samples) {
  if (samples.length === 0) throw new Error('No benchmarkIndex sample to calibrate from.');
  return median(samples);
}
