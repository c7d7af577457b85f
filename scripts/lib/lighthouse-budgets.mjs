// Budget 4's figures (scripts/bench-lighthouse.mjs measures them, scripts/lib/lighthouse-report.mjs prints them).
export const LIGHTHOUSE_BUDGETS = { accessibility: 100, bestPractices: 100, performance: 95 };
/** The mobile runs' median metrics (ms; CLS unitless), at most. */
export const LIGHTHOUSE_METRIC_BUDGETS = {
  largestContentfulPaint: 2000,
  totalBlockingTime: 200,
  longestTaskAfterPaint: 150,
  cumulativeLayoutShift: 0.05,
};
export const LIGHTHOUSE_DESKTOP_BUDGETS = { performance: 98 };

/** Whether each median meets its budget (scores at least, metrics at most). */
export function lighthouseWithinBudgets(result, budgets = result.preset === 'desktop' ? LIGHTHOUSE_DESKTOP_BUDGETS : LIGHTHOUSE_BUDGETS) {
  const scores = Object.entries(budgets).map(([key, budget]) => [key, result[key] >= budget]);
  const metrics = result.preset === 'desktop' ? [] : Object.entries(LIGHTHOUSE_METRIC_BUDGETS).map(([key, budget]) => [key, result.medianMetrics[key] <= budget]);
  return Object.fromEntries([...scores, ...metrics]);
}
