// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { execute, type Runner } from './executor';
import type { Plan, Step } from './plan';
import type { OutboxEntry } from './db';

const entry = (id: string) => ({ id }) as OutboxEntry;
const send = (...specs: string[]): Step => ({
  kind: 'send',
  entries: specs.map((spec) => {
    const [id, after] = spec.split('<');
    return { entry: entry(id!), after: after ? after.split(',') : [] };
  }),
});
const unreadable = (id: string): Step => ({ kind: 'unreadable', entry: entry(id) });
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** A runner whose sends take a moment; `fails` never leave the queue; the flush stops once `stopAfter` has been sent. */
function runner({ fails = [] as string[], stopAfter = '' } = {}) {
  const log: string[] = [];
  let onTheWire = 0;
  let most = 0;
  let stopped = false;
  const run: Runner = {
    async send(entries) {
      const names = entries.map(({ id }) => id);
      log.push(names.join(' '));
      most = Math.max(most, ++onTheWire);
      await tick();
      onTheWire -= 1;
      if (names.includes(stopAfter)) stopped = true;
      return names.map((id) => !fails.includes(id));
    },
    unreadable: ({ id }) => void log.push(`unreadable ${id}`),
    mayStart: () => !stopped,
    stopped: () => stopped,
  };
  return { run, log, most: () => most };
}

describe('execute', () => {
  it.each<[string, Step[], Parameters<typeof runner>[0], string[]]>([
    ['sends each step in order', [send('a'), send('b'), send('c')], {}, ['a', 'b', 'c']],
    ['sends a batch as one step', [send('v'), send('p1<v', 'p2<v')], {}, ['v', 'p1 p2']],
    ['holds back an entry whose dependency did not leave the queue', [send('v'), send('p<v'), send('w')], { fails: ['v'] }, ['v', 'w']],
    ['holds back only the entries of a batch whose dependency did not leave', [send('v'), send('w'), send('p1<v', 'p2<w')], { fails: ['v'] }, ['v', 'w', 'p2']],
    ['settles an unreadable entry in its place', [send('a'), unreadable('x'), send('b')], {}, ['a', 'unreadable x', 'b']],
    ['starts nothing once stopped', [send('a'), send('b<a'), send('c')], { stopAfter: 'a' }, ['a']],
  ])('%s', async (_name, steps, options, expected) => {
    const { run, log } = runner(options);
    await execute({ steps, waiting: [] } satisfies Plan, run, 4);
    expect(log).toEqual(expected);
  });

  it('keeps at most `concurrency` sends on the wire', async () => {
    const { run, log, most } = runner();
    await execute({ steps: 'abcdefgh'.split('').map((id) => send(id)), waiting: [] }, run, 3);
    expect(log).toHaveLength(8);
    expect(most()).toBe(3);
  });

  it('starts a step only after the entries it waits for have finished', async () => {
    const { run, log, most } = runner();
    await execute({ steps: [send('v'), send('p<v'), send('w')], waiting: [] }, run, 4);
    expect(log).toEqual(['v', 'p', 'w']);
    expect(most()).toBe(2); // p and w together, never p with v
  });
});
