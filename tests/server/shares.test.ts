import { describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { balanceOf, newMember, seededProjects } from './members';

describe('shares', () => {
  it('pays shareProject once per project', async () => {
    const member = await newMember();
    const { Huertos, Comedor } = await seededProjects();
    const before = await balanceOf(member);
    const first = await member.as('/api/challenges/shareProject', { method: 'POST', json: { documentId: Huertos!.documentId } });
    expect(first).toMatchObject({ status: 200, body: { data: { awarded: 5 } } });
    const again = await member.as('/api/challenges/shareProject', { method: 'POST', json: { documentId: Huertos!.documentId } });
    expect(again.body.data.awarded).toBe(0);
    await member.as('/api/challenges/shareProject', { method: 'POST', json: { documentId: Comedor!.documentId } });
    expect(await balanceOf(member)).toBe(before + 10);
  });

  it('pays sharePost once per news post', async () => {
    const member = await newMember();
    const [post] = (await apiClient().call('/api/news')).body.data;
    const before = await balanceOf(member);
    await member.as('/api/challenges/sharePost', { method: 'POST', json: { documentId: post.documentId } });
    await member.as('/api/challenges/sharePost', { method: 'POST', json: { documentId: post.documentId } });
    expect(await balanceOf(member)).toBe(before + 5);
  });

  it('answers 404 for something that does not exist, and refuses visitors', async () => {
    const member = await newMember();
    const missing = await member.as('/api/challenges/sharePost', { method: 'POST', json: { documentId: 'abcdefghijklmnopqrstuvwx' } });
    expect(missing.status).toBe(404);
    const anonymous = await apiClient().call('/api/challenges/shareProject', { method: 'POST', json: { documentId: 'abcdefghijklmnopqrstuvwx' } });
    expect([401, 403]).toContain(anonymous.status);
  });
});
