// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RESULTS_VISIBILITY, resultsState } from '../../../server/src/lib/results/visibility';
import { STATUSES, TYPES } from '../voting';
import { resultsDue } from './due';
import { SAMPLE_INSTANTS as instants, SAMPLE_WINDOWS as windows } from '../../../tests/setup/voting-samples';

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
