// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupOf as serverGroupOf } from '../../../server/src/lib/project-search/groups';
import { STATUSES, TYPES } from '../voting';
import { groupOf } from './offline-list';

const HOUR_MS = 60 * 60 * 1000;

/** Every 3 hours from a week before the windows to a week after, and the instants either side of their edges. */
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
const rewards = [null, { start_date: '2026-11-10T08:00:00.000Z', end_date: '2026-11-20T20:00:00.000Z' }];

// The same groups on both sides: offline, a status filter keeps what the server's would.
describe('the status groups, as the app (offline) and the server read them', () => {
  it.each(STATUSES)('agree for every %s project, type, window, reward and instant', (currentstatus) => {
    const disagreements: string[] = [];
    for (const project_type of TYPES) {
      for (const [voting_start, voting_end] of windows) {
        for (const reward of rewards) {
          const project = { currentstatus, project_type, voting_start, voting_end, reward };
          for (const now of instants) {
            const app = groupOf(project, now);
            const server = serverGroupOf(project, now);
            if (app !== server) disagreements.push(`${project_type} ${voting_start}…${voting_end} reward ${Boolean(reward)} at ${new Date(now).toISOString()}: app ${app}, server ${server}`);
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});
