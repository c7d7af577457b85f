import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { pushServiceClient } from '../setup/push-service';
import { apiClient } from './client';
import { newMember, seededProjects, type Member } from './members';

const service = pushServiceClient(inject('pushServiceUrl'), inject('pushServiceCa'));

/** A member with something in every table: a vote, a draw entry, a sign-up, a device, a subscription checkout, a gift bought. */
async function busyMember() {
  const firstName = `Datos${randomUUID().slice(0, 6)}`;
  const member = await newMember({ firstName });
  const { Huertos, Limpieza } = await seededProjects();
  const vote = await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project: Huertos!.documentId } } });
  expect(vote.status, JSON.stringify(vote.body)).toBeLessThan(300);
  const entry = await member.as('/api/participations', { method: 'POST', json: { rewardId: Huertos!.reward!.documentId, amount: 1 }, headers: { 'Idempotency-Key': randomUUID() } });
  expect(entry.status, JSON.stringify(entry.body)).toBeLessThan(300);
  const signUp = await member.as('/api/form-participations', {
    method: 'POST',
    json: { rewardId: Limpieza!.reward!.documentId, city: 'Valencia', phone: '600000000', option: 1, legal: true, acceptPolicy: true },
  });
  expect(signUp.status, JSON.stringify(signUp.body)).toBeLessThan(300);
  const device = await service.subscribe((await apiClient().call('/api/push/key')).body.data.publicKey);
  const saved = await member.as('/api/push/subscription', { method: 'PUT', json: { endpoint: device.endpoint, keys: device.keys, topics: ['newProjects'], locale: 'es' } });
  expect(saved.status).toBe(200);
  await member.as('/api/subscriptions', { method: 'POST', json: { locale: 'es', priceId: 'premium_monthly', type: 'recurring', consentImmediatePerformance: true, expectedAmountCents: 499 } });
  const friend = `friend-${randomUUID()}@chispa.test`;
  await member.as('/api/subscriptions', { method: 'POST', json: { locale: 'es', priceId: 'la_que_toca', type: 'single', consentImmediatePerformance: true, expectedAmountCents: 1999, targetEmail: friend } });
  return { member, firstName, device, friend, project: Huertos!.documentId, reward: Huertos!.reward!.documentId, formReward: Limpieza!.reward!.documentId };
}

const download = (member: Member) => member.as('/api/member-data');

describe("a member's data, downloaded by the member (issue 33)", () => {
  it('holds the profile, consents, votes, entries with their tickets, sign-ups with answers, DIDs history, devices, subscriptions and gifts', async () => {
    const { member, firstName, device, friend, project, reward, formReward } = await busyMember();
    const answer = await download(member);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="chispa-datos-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const data = answer.body;
    expect(data.format).toBe('chispa-member-data/1');
    expect(data.profile).toMatchObject({ email: member.email, firstName, userType: 'default' });
    expect(Date.parse(data.consents.termsAndPrivacyAcceptedAt)).toBeGreaterThan(Date.now() - 3_600_000);
    expect(data.consents.notifications).toEqual([expect.objectContaining({ topics: ['newProjects'] })]);
    expect(data.votes).toEqual([expect.objectContaining({ project, support: 1 })]);
    // Voting followed the project (issue 52); nothing was announced to them yet.
    expect(data.follows).toEqual([expect.objectContaining({ project, following: true, source: 'vote' })]);
    expect(data.inbox).toEqual([]);
    expect(data.drawEntries).toEqual([expect.objectContaining({ reward, tickets: 1 })]);
    expect(data.signUps).toEqual([expect.objectContaining({ rewardDocumentId: formReward, city: 'Valencia', phone: '600000000', option: 1 })]);
    expect(data.draws.map((draw: { rewardId: string }) => draw.rewardId).sort()).toEqual([reward, formReward].sort());
    for (const draw of data.draws) expect(draw.pseudonym).toMatch(/\S/);
    expect(data.didsHistory.length).toBeGreaterThan(0);
    expect(data.didsHistory.some((record: { amount: number }) => record.amount < 0)).toBe(true); // the entry's DIDs
    expect(data.pushSubscriptions).toEqual([expect.objectContaining({ service: new URL(device.endpoint).origin, topics: ['newProjects'], locale: 'es' })]);
    expect(data.subscriptions.map((subscription: { type: string }) => subscription.type).sort()).toEqual(['recurring', 'single']);
    expect(data.subscriptions.find((subscription: { type: string }) => subscription.type === 'single').giftTo).toBe(`f***@chispa.test`);
    // No secret, no key, no other person's address.
    const text = JSON.stringify(data);
    for (const secret of ['password', 'resetPasswordToken', 'voteKey', 'requestKey', 'entryKey', 'eventKey', 'p256dh', 'checkoutSessionId', 'providerSubscriptionId']) {
      expect(text, secret).not.toContain(`"${secret}"`);
    }
    expect(text).not.toContain(friend);
    expect(text).not.toContain(device.keys.auth);
    expect(text).not.toContain(device.endpoint);
  });

  it("holds nothing of another member's", async () => {
    const mine = await newMember();
    const theirs = await busyMember();
    const data = (await download(mine)).body;
    expect(data.profile.email).toBe(mine.email);
    expect(data.votes).toEqual([]);
    expect(data.follows).toEqual([]);
    expect(data.drawEntries).toEqual([]);
    expect(data.signUps).toEqual([]);
    expect(data.pushSubscriptions).toEqual([]);
    expect(data.subscriptions).toEqual([]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(theirs.member.email);
    expect(text).not.toContain(theirs.firstName);
  });

  it('is refused to a guest, and throttled per member', async () => {
    const guest = await apiClient().call('/api/member-data');
    expect([401, 403]).toContain(guest.status);
    const member = await newMember();
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push((await download(member)).status);
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});
