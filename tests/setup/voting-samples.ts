// The instants and voting windows the tests that compare the app's and the server's voting rules
// sweep over (voting, results, the project lists' status groups).

const HOUR_MS = 60 * 60 * 1000;

/** Every 3 hours from a week before the windows to a week after, and the instants either side of their edges. */
export const SAMPLE_INSTANTS = [
  ...Array.from({ length: 33 * 8 }, (_, i) => Date.parse('2026-11-03T00:00:00Z') + i * 3 * HOUR_MS),
  Date.parse('2026-11-09T22:59:59.999Z'), // the start day begins at 23:00 UTC
  Date.parse('2026-11-09T23:00:00Z'),
  Date.parse('2026-11-18T23:00:00Z'), // voting closes: one full day before the end day
  Date.parse('2026-11-18T23:00:00.001Z'),
];

/** A window, one without a start, one without an end, one with neither. */
export const SAMPLE_WINDOWS = [
  ['2026-11-10', '2026-11-20'],
  [null, '2026-11-20'],
  ['2026-11-10', null],
  [null, null],
] as const;
