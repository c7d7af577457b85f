import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { pushServiceClient } from '../setup/push-service';
import { apiClient } from './client';
import { signInEditor } from './editor';
import { newMember, registration, seededProjects, type Member } from './members';

const service = pushServiceClient(inject('pushServiceUrl'), inject('pushServiceCa'));
const PUSH = 'api::push-subscription.push-subscription';

/** A relation as the admin panel's API answers it: none left (`null`, or `{ count: 0 }`). */
const linkedToNobody = (relation: unknown) => relation === null || relation === undefined || (relation as { count?: number }).count === 0;

const deleteAccount = (member: Member, password: unknown) => member.as('/api/account-deletion', { method: 'POST', json: { password } });

/** Pays the local checkout of a subscription: Premium, as a member would get it. */
async function premium(member: Member) {
  const started = await member.as('/api/subscriptions', { method: 'POST', json: { locale: 'es', priceId: 'premium_monthly', type: 'recurring', consentImmediatePerformance: true, expectedAmountCents: 499 } });
  await member.client.call(`${new URL(started.body.url).pathname}/pay`, { method: 'POST', redirect: 'manual' });
  expect((await member.as('/api/users/me')).body.userType).toBe('premium');
}

describe('a member deletes their own account (issue 33)', () => {
  it('asks for the password again, and changes nothing without it', async () => {
    const member = await newMember();
    for (const password of ['not-the-password', '', null, 42, 'x'.repeat(300)]) {
      const refused = await deleteAccount(member, password);
      expect(refused.status, String(password)).toBe(400);
      expect(refused.body.error.details.code).toBe('deleteAccount.wrongPassword');
    }
    expect((await member.as('/api/users/me')).status).toBe(200);
    expect((await apiClient().logIn({ identifier: member.email, password: member.password })).user.email).toBe(member.email);
  });

  it('ends every session, removes devices and subscriptions, erases the person and keeps anonymous counts; the address can join again', async () => {
    const member = await newMember();
    const otherDevice = apiClient();
    const { jwt: otherToken } = await otherDevice.logIn({ identifier: member.email, password: member.password });
    const { Huertos, Limpieza } = await seededProjects();
    expect((await member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project: Huertos!.documentId } } })).status).toBeLessThan(300);
    const signUp = await member.as('/api/form-participations', {
      method: 'POST',
      json: { rewardId: Limpieza!.reward!.documentId, city: 'Valencia', phone: '600111222', option: 1, legal: true, acceptPolicy: true },
    });
    expect(signUp.status).toBeLessThan(300);
    const device = await service.subscribe((await apiClient().call('/api/push/key')).body.data.publicKey);
    expect((await member.as('/api/push/subscription', { method: 'PUT', json: { endpoint: device.endpoint, keys: device.keys, topics: ['newProjects'], locale: 'es' } })).status).toBe(200);
    await premium(member);
    const [subscription] = (await member.as('/api/subscriptions')).body.data;
    const [vote] = (await member.as('/api/user-project-supports')).body.data;
    expect(vote).toBeTruthy();

    const deleted = await deleteAccount(member, member.password);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.headers.getSetCookie().some((cookie) => /=;|expires=Thu, 01 Jan 1970/i.test(cookie))).toBe(true);

    // Gone: the tokens of every device, the refresh, the sign-in.
    expect((await member.as('/api/users/me')).status).toBe(401);
    expect((await otherDevice.call('/api/users/me', { token: otherToken })).status).toBe(401);
    const refreshed = await otherDevice.call('/api/auth/refresh', { method: 'POST', json: {}, headers: { 'X-XSRF-TOKEN': otherDevice.cookie('XSRF-TOKEN') ?? '' } });
    expect(refreshed.status).toBeGreaterThanOrEqual(400);
    expect(refreshed.status).toBeLessThan(500);
    const login = await apiClient().call('/api/auth/local', { method: 'POST', json: { identifier: member.email, password: member.password, locale: 'es' } });
    expect(login.status).toBe(400);

    const editors = await signInEditor();
    const devices = await editors.call(`/content-manager/collection-types/${PUSH}?filters[$and][0][endpointHash][$eq]=${createHash('sha256').update(device.endpoint).digest('hex')}`);
    expect(devices.body.results).toEqual([]);
    const member404 = await editors.call(`/content-manager/collection-types/plugin::users-permissions.user?filters[$and][0][email][$eq]=${encodeURIComponent(member.email)}`);
    expect(member404.body.results).toEqual([]);
    // The sign-up stays for the draw's figures, without the person in it.
    const signUps = await editors.call(`/content-manager/collection-types/api::form-participation.form-participation?filters[$and][0][phone][$eq]=600111222`);
    expect(signUps.body.results).toEqual([]);
    // The vote still counts, without the member.
    const counted = await editors.call(`/content-manager/collection-types/api::user-project-support.user-project-support/${vote.documentId}`);
    expect(counted.body.data).toMatchObject({ support: 1, projectDocumentId: Huertos!.documentId });
    expect(linkedToNobody(counted.body.data.user)).toBe(true);
    // The subscription was cancelled at the provider first, and its record kept without the member (accounts).
    const kept = await editors.call(`/content-manager/collection-types/api::subscription.subscription/${subscription.documentId}`);
    expect(kept.body.data).toMatchObject({ state: 'cancelled' });
    expect(linkedToNobody(kept.body.data.user)).toBe(true);

    // The address is free: a new account with it.
    const again = await apiClient().call('/api/auth/local/register', { method: 'POST', json: registration(member.email, { firstName: `Otra${randomUUID().slice(0, 4)}` }) });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const rejoined = await editors.member(member.email);
    expect(rejoined.firstName).toMatch(/^Otra/);
  });

  it('is refused to a guest, and throttled', async () => {
    const guest = await apiClient().call('/api/account-deletion', { method: 'POST', json: { password: 'whatever-2026' } });
    expect([401, 403]).toContain(guest.status);
    const member = await newMember();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await deleteAccount(member, 'not-the-password')).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
  });
});
