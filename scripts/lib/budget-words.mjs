// How the benchmarks print a figure against its budget.

/** Bytes as kilobytes, one decimal. */
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** A budget's verdict. */
export const verdict = (ok) => (ok ? 'within budget' : 'OVER BUDGET');
