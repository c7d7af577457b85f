// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { plan, type Plan } from './plan';
import { MAX_BATCH } from './send-batch';
import type { OutboxEntry } from './db';

const NOW = 50_000;

type Row = { id: string; kind: 'vote' | 'participation' | 'formParticipation' | 'unreadable'; backoff?: boolean };
const v = (id: string, backoff = false): Row => ({ id, kind: 'vote', backoff });
const p = (id: string, backoff = false): Row => ({ id, kind: 'participation', backoff });
const f = (id: string, backoff = false): Row => ({ id, kind: 'formParticipation', backoff });
const bad = (id: string): Row => ({ id, kind: 'unreadable' });
const draws = (count: number, from = 0) => Array.from({ length: count }, (_, i) => p(`p${from + i}`));

const PAYLOADS = {
  vote: { project: 'project-1', support: 1 },
  participation: { rewardId: 'reward-1', amount: 1 },
  formParticipation: { rewardId: 'reward-2', city: 'Vic', phone: '600000000', option: 1, legal: true, acceptPolicy: true },
  unreadable: { project: 42 },
};

function stored(rows: Row[]): OutboxEntry[] {
  return rows.map(({ id, kind, backoff }, i) => ({
    id,
    kind: kind === 'unreadable' ? 'vote' : kind,
    payload: PAYLOADS[kind],
    meta: {},
    userId: 1,
    createdAt: 1000 + i,
    attempts: backoff ? 1 : 0,
    nextAttemptAt: backoff ? NOW + 1 : 0,
  })) as OutboxEntry[];
}

/** A plan as a row reads it: each step's ids (`id<ids it waits for`), and what waits and why. */
const summary = ({ steps, waiting }: Plan) => ({
  steps: steps.map((step) =>
    step.kind === 'unreadable' ? `unreadable ${step.entry.id}` : step.entries.map(({ entry, after }) => (after.length ? `${entry.id}<${after.join(',')}` : entry.id)).join(' '),
  ),
  waiting: waiting.map(({ entry, reason }) => `${entry.id}:${reason}`),
});

const ids = (prefix: string, count: number, after = '') => Array.from({ length: count }, (_, i) => `${prefix}${i}${after}`).join(' ');

describe('plan', () => {
  it.each<[string, Row[], { force?: boolean }, ReturnType<typeof summary>]>([
    ['nothing for an empty queue', [], {}, { steps: [], waiting: [] }],
    ['votes one by one, in the order the member acted', [v('v1'), v('v2'), v('v3')], {}, { steps: ['v1', 'v2', 'v3'], waiting: [] }],
    ['draw entries together, after the vote that earns their DIDs', [v('v1'), p('p1'), p('p2')], {}, { steps: ['v1', 'p1<v1 p2<v1'], waiting: [] }],
    ['draw entries after every earlier vote', [v('v1'), v('v2'), p('p1')], {}, { steps: ['v1', 'v2', 'p1<v1,v2'], waiting: [] }],
    ['a vote between draw entries, which ends their batch', [p('p1'), v('v1'), p('p2')], {}, { steps: ['p1', 'v1', 'p2<v1'], waiting: [] }],
    ['a sign-up alone, after earlier votes, ending a batch', [v('v1'), p('p1'), f('f1'), p('p2')], {}, { steps: ['v1', 'p1<v1', 'f1<v1', 'p2<v1'], waiting: [] }],
    ['draw entries not waiting for each other', [p('p1'), p('p2'), p('p3')], {}, { steps: ['p1 p2 p3'], waiting: [] }],
    ['at most MAX_BATCH draw entries in one request', draws(MAX_BATCH + 2), {}, { steps: [ids('p', MAX_BATCH), `p${MAX_BATCH} p${MAX_BATCH + 1}`], waiting: [] }],
    ['an entry whose backoff is not over waiting', [v('v1', true), v('v2')], {}, { steps: ['v2'], waiting: ['v1:backoff'] }],
    [
      'what depends on a waiting entry waiting with it',
      [v('v1', true), p('p1'), f('f1'), v('v2'), p('p2')],
      {},
      { steps: ['v2'], waiting: ['v1:backoff', 'p1:dependency', 'f1:dependency', 'p2:dependency'] },
    ],
    ['a waiting draw entry holding nothing back', [p('p1', true), v('v1'), p('p2')], {}, { steps: ['v1', 'p2<v1'], waiting: ['p1:backoff'] }],
    ['a waiting sign-up not ending a batch', [p('p1'), f('f1', true), p('p2')], {}, { steps: ['p1 p2'], waiting: ['f1:backoff'] }],
    ['every backoff cut short when the trigger says the network is back', [v('v1', true), p('p1', true)], { force: true }, { steps: ['v1', 'p1<v1'], waiting: [] }],
    ['an unreadable entry refused in its place, holding nothing back', [bad('x1'), p('p1'), v('v1')], {}, { steps: ['unreadable x1', 'p1', 'v1'], waiting: [] }],
    ['an unreadable entry not ending a batch', [p('p1'), bad('x1'), p('p2')], {}, { steps: ['p1 p2', 'unreadable x1'], waiting: [] }],
  ])('plans %s', (_name, rows, options, expected) => {
    expect(summary(plan(stored(rows), NOW, options))).toEqual(expected);
  });

  it('sends an entry due this very millisecond', () => {
    const [entry] = stored([v('v1', true)]);
    expect(summary(plan([{ ...entry!, nextAttemptAt: NOW }], NOW))).toEqual({ steps: ['v1'], waiting: [] });
  });

  it('follows the order the member acted, whatever order the entries come in', () => {
    const entries = stored([v('v1'), p('p1'), v('v2'), p('p2')]);
    expect(summary(plan([...entries].reverse(), NOW)).steps).toEqual(['v1', 'p1<v1', 'v2', 'p2<v1,v2']);
  });

  it('is pure: it reads no clock and changes none of its input', () => {
    const now = vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('read the clock');
    });
    const entries = stored([v('v1', true), p('p1'), p('p2'), bad('x1')]);
    const copy = structuredClone(entries);
    expect(plan(entries, NOW)).toEqual(plan(entries, NOW));
    expect(entries).toEqual(copy);
    now.mockRestore();
  });

  it('puts every entry an entry waits for in an earlier step', () => {
    const rows = [v('v1'), p('p1'), p('p2'), v('v2', true), f('f1'), v('v3'), ...draws(30, 3), f('f2'), bad('x1'), v('v4'), p('p99')];
    const seenBefore = new Set<string>();
    for (const step of plan(stored(rows), NOW).steps) {
      if (step.kind === 'unreadable') continue;
      for (const { after } of step.entries) expect(after.every((id) => seenBefore.has(id))).toBe(true);
      for (const { entry } of step.entries) seenBefore.add(entry.id);
    }
  });
});
