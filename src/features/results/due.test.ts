// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RESULTS_VISIBILITY, resultsState } from '../../../server/src/lib/results/visibility';
import { STATUSES, TYPES } from '../voting';
import { resultsDue } from './due';

const HOUR_MS = 60 * 60 * 1000;

/** Every 3 hours from a week before the window to a week after, and the instants either side of its edges. */
const instants = [
  ...Array.from({ length: 33 * 8 }, (_, i) => Date.parse('2026-11-03T00:00:00Z') + i * 3 * HOUR_MS),
  Date.parse('2026-11-09T22:59:59.999Z'), // the start day begins at 23:00 UTC
  Date.parse('2026-11-09T23:00:00Z'),
  Date.parse('2026-11-18T23:00:00Z'), // voting closes: one full day before the end day
  Date.parse('2026-11-18T23:00:00.001Z'),
];
const windows = [
  ['2026-11-10', '2026-11-20'],
  [null, '2026-11-20'],
  ['2026-11-10', null],
  [null, null],
] as const;
const visibilities = [...RESULTS_VISIBILITY, null, undefined];

// The same rule on both sides: a card or page asks for a result exactly when the server shows it.
describe('when a result shows, as the app and the server read it', () => {
  it.each(STATUSES)('agrees for every %s project, type, window, visibility and instant', (currentstatus) => {
    const disagreements: string[] = [];
    for (const project_type of TYPES) {
      for (const [voting_start, voting_end] of windows) {
        for (const results_visibility of visibilities) {
          const project = { documentId: 'p1', currentstatus, project_type, voting_start, voting_end, results_visibility };
          for (const now of instants) {
            const app = resultsDue(project, now);
            if (app !== resultsState(project, now).shown) disagreements.push(`${project_type} ${voting_start}…${voting_end} ${results_visibility} at ${new Date(now).toISOString()}: app ${app}`);
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});
