// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { refusal } from '../errors';
import { outboxBatchSize, writes } from './counters';
import { countedWrite, observeBatch, refusalCode } from './writes';

const counted = async () => (await writes.get()).values.map(({ labels, value }) => ({ ...labels, value }));

describe("members' writes, counted", () => {
  beforeEach(() => writes.reset());

  it('as fresh or replayed by what the write answers, and as refused by the refusal’s code', async () => {
    await countedWrite('vote', async () => ({ created: true }), (r) => !r.created);
    await countedWrite('vote', async () => ({ created: false }), (r) => !r.created);
    await expect(
      countedWrite('vote', async () => {
        throw refusal(409, 'vote.alreadyVoted', 'You have already voted differently on this project');
      }, () => false),
    ).rejects.toThrow('already voted');
    expect(await counted()).toEqual([
      { kind: 'vote', outcome: 'fresh', code: 'none', value: 1 },
      { kind: 'vote', outcome: 'replayed', code: 'none', value: 1 },
      { kind: 'vote', outcome: 'refused', code: 'vote.alreadyVoted', value: 1 },
    ]);
  });

  it("leave the server's own failures to the HTTP figures", async () => {
    await expect(countedWrite('entry', async () => Promise.reject(new Error('database gone')), () => false)).rejects.toThrow('database gone');
    await expect(countedWrite('entry', async () => Promise.reject(refusal(503, 'service.unavailable', 'later')), () => false)).rejects.toThrow('later');
    expect(await counted()).toEqual([]);
  });

  it('keep only error codes as codes: anything else is named by its status', () => {
    expect(refusalCode(409, { code: 'vote.alreadyVoted' })).toBe('vote.alreadyVoted');
    expect(refusalCode(400, { code: 'ana@example.org' })).toBe('http.400');
    expect(refusalCode(400, { code: 'x'.repeat(100) })).toBe('http.400');
    expect(refusalCode(403, undefined)).toBe('http.403');
  });

  it('observe the outbox batches by their size', async () => {
    outboxBatchSize.reset();
    observeBatch(25);
    observeBatch(1);
    const { values } = await outboxBatchSize.get();
    expect(values.find((v) => v.metricName === 'chispa_outbox_batch_size_count')?.value).toBe(2);
    expect(values.find((v) => v.metricName === 'chispa_outbox_batch_size_sum')?.value).toBe(26);
    expect(values.find((v) => v.labels.le === 20)?.value).toBe(1);
  });
});
