import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { balanceOf, newMember, seededProjects } from './members';

describe('a member reads and changes only their own data', () => {
  it('lists only their own votes, participations, form participations, did-records and subscriptions', async () => {
    const alba = await newMember();
    const bruno = await newMember();
    const { Huertos, Limpieza } = await seededProjects();
    const reward = Huertos!.reward!.documentId;
    await alba.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project: Huertos!.documentId } } });
    await alba.as('/api/participations', { method: 'POST', json: { rewardId: reward, amount: 1 }, headers: { 'Idempotency-Key': randomUUID() } });
    await alba.as('/api/form-participations', {
      method: 'POST',
      json: { rewardId: Limpieza!.reward!.documentId, city: 'Valencia', phone: '600000000', option: 1, legal: true, acceptPolicy: true },
    });

    expect((await bruno.as('/api/user-project-supports')).body.data).toEqual([]);
    expect((await bruno.as(`/api/participations?documentId=${reward}`)).body.data).toEqual([]);
    expect((await bruno.as(`/api/form-participations?documentId=${Limpieza!.reward!.documentId}`)).body.data).toEqual([]);
    expect((await bruno.as('/api/subscriptions')).body.data).toEqual([]);
    const brunoRecords = (await bruno.as('/api/did-records')).body.data;
    expect(brunoRecords.map((r: any) => r.reason)).toEqual(['register']);
    // Filters cannot widen the list to other members either.
    const widened = await bruno.as(`/api/did-records?filters[user][id][$eq]=${alba.user.id}`);
    expect(widened.status === 400 || widened.body.data.every((r: any) => r.reason === 'register')).toBe(true);
  });

  it('cannot change another member’s profile', async () => {
    const alba = await newMember();
    const bruno = await newMember();
    const refused = await bruno.as(`/api/users/${alba.user.id}`, {
      method: 'PUT',
      json: { firstName: 'Mallory', lastName: 'X', email: bruno.email },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.details.code).toBe('user.notYours');
    const albaNow = await alba.as('/api/users/me');
    expect(albaNow.body.firstName).toBe('Test');
  });

  it('cannot read other members through the users API', async () => {
    const alba = await newMember();
    const bruno = await newMember();
    for (const path of ['/api/users', `/api/users/${alba.user.id}`]) {
      const answer = await bruno.as(path);
      expect([401, 403, 404]).toContain(answer.status);
    }
  });

  it.each([
    ['a role', { role: 1 }],
    ['confirmed', { confirmed: false }],
    ['blocked', { blocked: true }],
    ['a userType', { userType: 'premium' }],
    ['a referral code', { referralCode: 'MINE12345' }],
    ['a DIDs balance', { balance: 100000 }],
    ['did-records', { did_records: [1, 2] }],
    ['a password', { password: 'sneaky-password' }],
  ])('cannot raise their own privileges or balance by sending %s', async (_what, extra) => {
    const member = await newMember();
    const before = (await member.as('/api/users/me')).body;
    const balance = await balanceOf(member);
    const refused = await member.as(`/api/users/${member.user.id}`, {
      method: 'PUT',
      json: { firstName: 'A', lastName: 'B', email: member.email, ...extra },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.code).toBe('validation.invalid');
    const after = (await member.as('/api/users/me')).body;
    expect(after).toEqual(before);
    expect(await balanceOf(member)).toBe(balance);
  });

  it('cannot write did-records, or read, change or delete other records directly', async () => {
    const member = await newMember();
    const balance = await balanceOf(member);
    const attempts = [
      member.as('/api/did-records', { method: 'POST', json: { data: { amount: 1000, reason: 'adjustment' } } }),
      member.as('/api/did-records/1', { method: 'PUT', json: { data: { amount: 1000 } } }),
      member.as('/api/did-records/1', { method: 'DELETE' }),
      member.as('/api/user-project-supports/1', { method: 'DELETE' }),
      member.as('/api/participations/1', { method: 'DELETE' }),
      member.as('/api/subscriptions/1', { method: 'PUT', json: { data: { state: 'active' } } }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect(await balanceOf(member)).toBe(balance);
  });
});
