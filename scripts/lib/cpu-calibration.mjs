// The CPU slowdown that makes Lighthouse's simulated phone the same on every host (issue 32).
// Lighthouse's mobile preset slows the host 4×, which is a mid-tier phone only on the host it assumes.
// Its throttling documentation (docs/throttling.md, "Calibrating the CPU slowdown") calibrates from
// the host's benchmarkIndex with the Lighthouse team's calculator: 150 → 1×, 800 → 2×, 1300 → 3×,
// then one more × per 233 points (1533 → 4×, 2000 → 6×). The target is the table's mid-tier mobile,
// a Moto G4; docs/benchmarks.md explains the choice.
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
 * Lighthouse's own benchmark (its page function, about 1 s each) in a blank page of the browser
 * that is audited, median of `samples`.
 * @param {import('playwright-core').BrowserContext} context
 */
export async function measureBenchmarkIndex(context, samples = 3) {
  const page = await context.newPage();
  try {
    const measured = [];
    for (let i = 0; i < samples; i += 1) {
      measured.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    }
    return { index: median(measured), samples: measured };
  } finally {
    await page.close();
  }
}
