import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pushServiceClient, type PushServiceSubscription } from '../setup/push-service';
import { createServer, type Socket } from 'node:net';
import { apiClient } from './client';
import { signInEditor, type Editor } from './editor';
import { newMember, seededProjects, type Member } from './members';

const service = pushServiceClient(inject('pushServiceUrl'), inject('pushServiceCa'));
const PROJECT = 'api::project.project';
const MARK = `AVISO${Date.now()}`;

type Pushed = { title: string; body: string; url: string; tag: string; lang: string };

let publicKey: string;
let editor: Editor;
let partner: string;
const made: string[] = [];

const save = (member: Member, device: PushServiceSubscription, topics: string[], locale = 'es') =>
  member.as('/api/push/subscription', { method: 'PUT', json: { endpoint: device.endpoint, keys: device.keys, topics, locale } });
const own = async (member: Member, device: PushServiceSubscription) =>
  (await member.as(`/api/push/subscription?endpoint=${encodeURIComponent(device.endpoint)}`)).body.data as { topics: string[] } | null;
const pushed = async (device: PushServiceSubscription) => (await service.messages(device.clientHash)).map((message) => JSON.parse(message) as Pushed);

/** A member with one device subscribed to `topics`. */
async function subscribed(topics: string[], locale = 'es') {
  const member = await newMember();
  const device = await service.subscribe(publicKey);
  const saved = await save(member, device, topics, locale);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { member, device };
}

/** An editor publishes a new project (its first publication: the event members hear of). */
async function publishNewProject(name: string) {
  const saved = await editor.saveDraft(PROJECT, null, {
    name,
    location: 'Sevilla',
    currentstatus: 'published',
    project_type: 'others',
    voting_start: '2020-01-01',
    voting_end: '2099-01-01',
    partner: { connect: [{ documentId: partner, locale: 'es' }] },
  });
  made.push(saved.documentId);
  const published = await editor.call(`/content-manager/collection-types/${PROJECT}/${saved.documentId}/actions/publish?locale=es`, { method: 'POST', json: {} });
  expect(published.status).toBe(200);
  return saved.documentId;
}

beforeAll(async () => {
  const key = await apiClient().call('/api/push/key');
  expect(key.status).toBe(200);
  publicKey = key.body.data.publicKey;
  editor = await signInEditor();
  partner = (await apiClient().call(`/api/projects/${(await seededProjects()).Huertos!.documentId}?populate=partner&locale=es`)).body.data.partner.documentId;
});

afterAll(async () => {
  for (const project of made) await editor.remove(PROJECT, project);
});

describe('web push subscriptions', () => {
  // The endpoint's own rules (which push services, which spellings) are unit tests: server/src/lib/push/endpoint.test.ts.
  it('give browsers the server’s public key', () => {
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('are stored per member and device, with their topics, and read or removed by their member only', async () => {
    const { member, device } = await subscribed(['drawResults', 'newProjects']);
    expect(await own(member, device)).toEqual({ topics: ['drawResults', 'newProjects'] });
    expect((await save(member, device, ['votingClosing'])).status).toBe(200);
    expect(await own(member, device)).toEqual({ topics: ['votingClosing'] });

    const other = await newMember();
    expect(await own(other, device)).toBeNull();
    await other.as(`/api/push/subscription?endpoint=${encodeURIComponent(device.endpoint)}`, { method: 'DELETE' });
    expect(await own(member, device)).toEqual({ topics: ['votingClosing'] });

    const removed = await member.as(`/api/push/subscription?endpoint=${encodeURIComponent(device.endpoint)}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await own(member, device)).toBeNull();
  });

  it('refuse guests, unknown topics, malformed keys and endpoints that are not a push service', async () => {
    const member = await newMember();
    const device = await service.subscribe(publicKey);
    const guest = await apiClient().call('/api/push/subscription', { method: 'PUT', json: { endpoint: device.endpoint, keys: device.keys, topics: [], locale: 'es' } });
    expect([401, 403]).toContain(guest.status);
    for (const body of [
      { endpoint: device.endpoint, keys: device.keys, topics: ['everything'], locale: 'es' },
      { endpoint: device.endpoint, keys: { p256dh: '<script>', auth: device.keys.auth }, topics: [], locale: 'es' },
      // The server posts to a subscription's endpoint: never to one inside our own network.
      { endpoint: `${inject('strapiUrl')}/api/ping`, keys: device.keys, topics: ['newProjects'], locale: 'es' },
      { endpoint: 'http://169.254.169.254/latest/meta-data', keys: device.keys, topics: ['newProjects'], locale: 'es' },
      { endpoint: 'https://fcm.googleapis.com.evil.test/x', keys: device.keys, topics: ['newProjects'], locale: 'es' },
      { endpoint: device.endpoint, keys: device.keys, topics: 'newProjects', locale: 'es' },
      { endpoint: device.endpoint, keys: device.keys, topics: [], locale: 'es', user: 1 },
    ]) {
      const refused = await member.as('/api/push/subscription', { method: 'PUT', json: body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.details.code).toBe('validation.invalid');
    }
  });

  it('end with the session that made them: logout removes the device’s subscription, even after its tokens were renewed', async () => {
    const { member, device } = await subscribed(['newProjects']);
    const xsrf = () => ({ 'X-XSRF-TOKEN': member.client.cookie('XSRF-TOKEN')! });
    expect((await member.client.call('/api/auth/refresh', { method: 'POST', json: {}, headers: xsrf() })).status).toBe(200);
    expect((await member.client.call('/api/auth/logout', { method: 'POST', json: {}, headers: xsrf() })).status).toBe(200);
    const again = apiClient();
    const { jwt } = await again.logIn({ identifier: member.email, password: member.password });
    const found = await again.call(`/api/push/subscription?endpoint=${encodeURIComponent(device.endpoint)}`, { token: jwt });
    expect(found.body.data).toBeNull();
  });
  it('are refused when the access token’s session has ended: a logout cannot leave a device subscribed', async () => {
    const member = await newMember();
    const device = await service.subscribe(publicKey);
    const xsrf = { 'X-XSRF-TOKEN': member.client.cookie('XSRF-TOKEN')! };
    expect((await member.client.call('/api/auth/logout', { method: 'POST', json: {}, headers: xsrf })).status).toBe(200);
    // The access token lives on for its 10 minutes; the session it names does not.
    expect((await member.as('/api/users/me')).status).toBe(200);
    const saved = await save(member, device, ['drawResults']);
    expect(saved.status, JSON.stringify(saved.body)).toBe(401);
    expect(saved.body.error.details.code).toBe('auth.sessionEnded');
    const again = apiClient();
    const { jwt } = await again.logIn({ identifier: member.email, password: member.password });
    expect((await again.call(`/api/push/subscription?endpoint=${encodeURIComponent(device.endpoint)}`, { token: jwt })).body.data).toBeNull();
  });

  it('are kept for a member’s five latest devices: a sixth replaces the one saved longest ago', async () => {
    const member = await newMember();
    const devices = [];
    for (let n = 0; n < 7; n += 1) {
      const device = await service.subscribe(publicKey);
      expect((await save(member, device, ['newProjects'])).status).toBe(200);
      devices.push(device);
    }
    const kept = await Promise.all(devices.map((device) => own(member, device)));
    expect(kept.map((topics) => topics !== null)).toEqual([false, false, true, true, true, true, true]);
  });

  it('are stored in one spelling of their endpoint, the one the server sends to', async () => {
    const member = await newMember();
    const device = await service.subscribe(publicKey);
    const spelt = 'HTTPS://FCM.googleapis.com:443/fcm/send/abc/../chispa';
    expect((await member.as('/api/push/subscription', { method: 'PUT', json: { endpoint: spelt, keys: device.keys, topics: ['newProjects'], locale: 'es' } })).status).toBe(200);
    const found = await member.as(`/api/push/subscription?endpoint=${encodeURIComponent('https://fcm.googleapis.com/fcm/send/chispa')}`);
    expect(found.body.data).toEqual({ topics: ['newProjects'] });
    expect((await member.as(`/api/push/subscription?endpoint=${encodeURIComponent('https://fcm.googleapis.com/fcm/send/chispa')}`, { method: 'DELETE' })).status).toBe(200);
    expect((await member.as(`/api/push/subscription?endpoint=${encodeURIComponent(spelt)}`)).body.data).toBeNull();
  });

  it('never make the server connect where the two URL parsers disagree (its own localhost:443, say)', async () => {
    // web-push reads an endpoint with Node's legacy url.parse: for these spellings it finds no host
    // and connects to localhost:443, while the WHATWG parser reads a push service's address.
    const connections: Socket[] = [];
    const listener = createServer((socket) => {
      connections.push(socket);
      socket.destroy();
    });
    await new Promise<void>((resolve, reject) => listener.once('error', reject).listen(443, '127.0.0.1', resolve));
    try {
      const project = (await seededProjects()).Huertos!.documentId;
      for (const endpoint of ['https:fcm.googleapis.com/fcm/send/x', 'https:/fcm.googleapis.com/x', 'https:evil%2f@fcm.googleapis.com/']) {
        const member = await newMember();
        const device = await service.subscribe(publicKey);
        const saved = await member.as('/api/push/subscription', { method: 'PUT', json: { endpoint, keys: device.keys, topics: ['offlineDids'], locale: 'es' } });
        expect(saved.status, `${endpoint}: ${JSON.stringify(saved.body)}`).toBe(400);
        expect(saved.body.error.details.code).toBe('validation.invalid');
        // A vote cast offline five minutes ago is the event that would be pushed to it.
        const vote = await member.as('/api/user-project-supports', {
          method: 'POST',
          json: { data: { support: 1, project } },
          headers: { 'X-Chispa-Queued-At': String(Date.now() - 5 * 60 * 1000) },
        });
        expect(vote.status).toBe(201);
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(connections).toHaveLength(0);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });
});

describe('notifications', () => {
  it('tell members who asked for it, in their language, of a newly published project, with its route', async () => {
    const es = await subscribed(['newProjects']);
    const en = await subscribed(['newProjects'], 'en');
    const not = await subscribed(['drawResults']);
    const project = await publishNewProject(`${MARK} huerto nuevo`);
    await expect.poll(async () => (await pushed(es.device)).length, { timeout: 10_000 }).toBe(1);
    expect((await pushed(es.device))[0]).toEqual({ title: 'Nuevo proyecto para votar', body: `${MARK} huerto nuevo`, url: `/projects/${project}`, tag: `newProjects:/projects/${project}`, lang: 'es' });
    await expect.poll(async () => (await pushed(en.device)).map((m) => m.title), { timeout: 10_000 }).toEqual(['A new project to vote on']);
    expect(await pushed(not.device)).toEqual([]);
    // Publishing it again (an edit) is not news.
    await editor.call(`/content-manager/collection-types/${PROJECT}/${project}/actions/publish?locale=es`, { method: 'POST', json: {} });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await pushed(es.device)).toHaveLength(1);
  });

  it('reach a member at most three times a day, and the editors see how many went out', async () => {
    const { device } = await subscribed(['newProjects']);
    for (let n = 0; n < 4; n += 1) await publishNewProject(`${MARK} limite ${n}`);
    await expect.poll(async () => (await pushed(device)).length, { timeout: 10_000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await pushed(device)).toHaveLength(3);
    const sent = await editor.call(`/content-manager/collection-types/api::notification.notification?page=1&pageSize=20&sort=id:DESC&filters[subject][$eq]=${encodeURIComponent(`${MARK} limite 3`)}`);
    expect(sent.status).toBe(200);
    expect(sent.body.results[0]).toMatchObject({ kind: 'newProjects', url: expect.stringMatching(/^\/projects\//) });
    expect(sent.body.results[0].rateLimited).toBeGreaterThanOrEqual(1);
  });

  it('are counted per device: a member’s other device still gets what it asked for', async () => {
    const member = await newMember();
    const projects = await service.subscribe(publicKey);
    const offline = await service.subscribe(publicKey);
    expect((await save(member, projects, ['newProjects'])).status).toBe(200);
    expect((await save(member, offline, ['offlineDids'])).status).toBe(200);
    for (let n = 0; n < 3; n += 1) await publishNewProject(`${MARK} por dispositivo ${n}`);
    await expect.poll(async () => (await pushed(projects)).length, { timeout: 10_000 }).toBe(3);
    const vote = await member.as('/api/user-project-supports', {
      method: 'POST',
      json: { data: { support: 1, project: (await seededProjects()).Huertos!.documentId } },
      headers: { 'X-Chispa-Queued-At': String(Date.now() - 10 * 60 * 1000) },
    });
    expect(vote.status).toBe(201);
    await expect.poll(async () => (await pushed(offline)).map((m) => m.url), { timeout: 10_000 }).toEqual(['/profile/dids']);
  });

  it('forget a device the push service says is gone', async () => {
    const { member, device } = await subscribed(['newProjects']);
    expect(await service.expire(device.clientHash)).toBe(200);
    await publishNewProject(`${MARK} sin dispositivo`);
    await expect.poll(() => own(member, device), { timeout: 10_000 }).toBeNull();
  });

  it('tell a member that a vote they cast offline arrived, with its DIDs', async () => {
    const { member, device } = await subscribed(['offlineDids']);
    const project = (await seededProjects()).Huertos!.documentId;
    const vote = await member.as('/api/user-project-supports', {
      method: 'POST',
      json: { data: { support: 1, project } },
      headers: { 'X-Chispa-Queued-At': String(Date.now() - 10 * 60 * 1000) },
    });
    expect(vote.status).toBe(201);
    await expect.poll(async () => (await pushed(device)).map((m) => [m.title, m.url]), { timeout: 10_000 }).toEqual([['Tu voto sin conexión ha llegado', '/profile/dids']]);
    // A vote sent as it was cast is not news.
    const fresh = await subscribed(['offlineDids']);
    await fresh.member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project } }, headers: { 'X-Chispa-Queued-At': String(Date.now()) } });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await pushed(fresh.device)).toEqual([]);
  });
});
