import { describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { newMember, seededProjects } from './members';

const progressOf = async (member: Awaited<ReturnType<typeof newMember>>) => {
  const answer = await member.as('/api/challenge-progress');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return Object.fromEntries((answer.body.data as Array<{ kind: string; times: number }>).map((row) => [row.kind, row.times]));
};

describe('GET /api/challenge-progress', () => {
  it('counts how many times each kind of challenge has paid the signed-in member, and theirs only', async () => {
    const member = await newMember();
    expect(await progressOf(member)).toEqual({ register: 1 });
    const { Huertos, Comedor } = await seededProjects();
    for (const project of [Huertos!, Comedor!]) {
      expect((await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project: project.documentId } } })).status).toBe(201);
    }
    expect((await member.as('/api/challenges/shareProject', { method: 'POST', json: { documentId: Huertos!.documentId } })).status).toBe(200);
    expect(await progressOf(member)).toEqual({ register: 1, vote: 2, shareProject: 1 });
    // Spending DIDs is no challenge done.
    const entry = await member.as('/api/participations', {
      method: 'POST',
      json: { rewardId: Huertos!.reward!.documentId, amount: 1 },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(entry.status).toBe(201);
    expect(await progressOf(member)).toEqual({ register: 1, vote: 2, shareProject: 1 });
    expect(await progressOf(await newMember())).toEqual({ register: 1 });
  });

  it('is for members only', async () => {
    expect([401, 403]).toContain((await apiClient().call('/api/challenge-progress')).status);
  });
});
