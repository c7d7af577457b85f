// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupOf as serverGroupOf } from '../../../server/src/lib/project-search/groups';
import { STATUSES, TYPES } from '../voting';
import { groupOf } from './offline-list';
import { SAMPLE_INSTANTS as instants, SAMPLE_WINDOWS as windows } from '../../../tests/setup/voting-samples';

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
