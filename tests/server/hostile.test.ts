import { describe, expect, it } from 'vitest';
import { ATTACKS, MEMBER_ONLY_ATTACKS, type Attack } from './hostile-attacks';
import { WRITE_ROUTES, type Setup, type WriteRoute } from './hostile-routes';
import { FINDINGS } from './hostile-findings';
import { apiClient } from './client';
import { newMember, seededProjects, type Member } from './members';

/** An error answer stays small whatever the request held (error-codes caps it at 2 KB). */
const MAX_ERROR_BODY = 2600;

/** Multipart attacks on the upload route, on top of the JSON ones every route gets. */
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
function uploadForm(change: (form: FormData) => void): FormData {
  const form = new FormData();
  change(form);
  return form;
}
const png = (size = PNG_1PX.length) => new Blob([new Uint8Array(Buffer.concat([PNG_1PX, Buffer.alloc(Math.max(0, size - PNG_1PX.length))]))], { type: 'image/png' });
const UPLOAD_ATTACKS: Array<{ name: string; form: () => FormData }> = [
  { name: 'two files', form: () => uploadForm((f) => { f.append('files', png(), 'a.png'); f.append('files', png(), 'b.png'); }) },
  { name: 'ten files under different fields', form: () => uploadForm((f) => { for (let i = 0; i < 10; i += 1) f.append(`files${i}`, png(), `a${i}.png`); }) },
  { name: 'a 20 MB file', form: () => uploadForm((f) => f.append('files', png(20_000_000), 'big.png')) },
  { name: 'fifty fields', form: () => uploadForm((f) => { f.append('files', png(), 'a.png'); for (let i = 0; i < 50; i += 1) f.append(`f${i}`, 'x'); }) },
  { name: 'a 100 KB field', form: () => uploadForm((f) => { f.append('files', png(), 'a.png'); f.append('fileInfo', 'x'.repeat(100_000)); }) },
  { name: 'no file at all', form: () => uploadForm((f) => f.append('fileInfo', '{}')) },
  { name: 'fileInfo that is not JSON', form: () => uploadForm((f) => { f.append('files', png(), 'a.png'); f.append('fileInfo', '{"name": '); }) },
  { name: 'fileInfo nested 5,000 deep', form: () => uploadForm((f) => { f.append('files', png(), 'a.png'); f.append('fileInfo', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`); }) },
];

async function snapshot(member: Member, setup: Setup) {
  const guest = apiClient();
  const [me, records, votes, participations, forms, subscriptions, projects, news] = await Promise.all([
    member.as('/api/users/me'),
    member.as('/api/did-records'),
    member.as('/api/user-project-supports'),
    member.as(`/api/participations?documentId=${setup.reward}`),
    member.as(`/api/form-participations?documentId=${setup.formReward}`),
    member.as('/api/subscriptions'),
    guest.call('/api/projects?populate=all'),
    guest.call('/api/news'),
  ]);
  return {
    me: me.body,
    records: records.body,
    votes: votes.body,
    participations: participations.body,
    forms: forms.body,
    subscriptions: subscriptions.body,
    projects: projects.body.meta,
    news: news.body.meta,
  };
}

type Case = { label: string; send: () => Promise<{ status: number; body: any }> };

/** Uploads are limited per member (config/throttle.ts): a fresh member for every so many, so that the throttle does not stand in for the limits under test. */
const UPLOADS_PER_MEMBER = 10;
function uploaders(): () => Promise<Member> {
  let sent = 0;
  let current: Promise<Member> = newMember();
  return () => {
    if (sent > 0 && sent % UPLOADS_PER_MEMBER === 0) current = newMember();
    sent += 1;
    return current;
  };
}

function cases(setup: Setup): Case[] {
  const { member } = setup;
  const list: Case[] = [];
  const nextUploader = uploaders();
  const attacksOf = (route: WriteRoute): Attack[] => (route.sender === 'member' ? [...ATTACKS, ...MEMBER_ONLY_ATTACKS] : ATTACKS);
  for (const route of WRITE_ROUTES) {
    for (const attack of attacksOf(route)) {
      list.push({
        label: `${route.name}: ${attack.name}`,
        send: async () => {
          const request = attack.make(route.body(setup));
          // Each request from its own address, so the throttles do not stand in for the limits under test.
          const client = apiClient();
          if (route.sender === 'xsrfGuest') await client.call('/api/ping');
          const headers: Record<string, string> = { ...route.headers?.(), ...request.headers };
          if (route.sender === 'xsrfGuest') headers['X-XSRF-TOKEN'] = client.cookie('XSRF-TOKEN')!;
          const path = `${route.path(setup)}${request.pathSuffix ?? ''}${request.query ? `?${request.query}` : ''}`;
          return client.call(path, {
            method: route.method,
            headers,
            body: request.body,
            token: route.sender === 'member' && !request.anonymous ? (route.name === 'upload' ? (await nextUploader()).jwt : member.jwt) : undefined,
            duplex: 'half',
          } as RequestInit & { token?: string });
        },
      });
    }
  }
  for (const attack of UPLOAD_ATTACKS) {
    list.push({ label: `upload: ${attack.name}`, send: async () => apiClient().call('/api/upload', { method: 'POST', body: attack.form(), token: (await nextUploader()).jwt }) });
  }
  return list;
}

describe('hostile input on every write route', () => {
  it(`answers each of ${WRITE_ROUTES.length} routes × ${ATTACKS.length}+ attacks (${WRITE_ROUTES.length * ATTACKS.length + WRITE_ROUTES.filter((r) => r.sender === 'member').length * MEMBER_ONLY_ATTACKS.length + UPLOAD_ATTACKS.length} requests) with a small 4xx and a code, and changes nothing`, async () => {
    const member = await newMember();
    const { Huertos, Limpieza } = await seededProjects();
    const [post] = (await apiClient().call('/api/news')).body.data;
    const setup: Setup = { member, project: Huertos!.documentId, reward: Huertos!.reward!.documentId, formReward: Limpieza!.reward!.documentId, post: post.documentId };
    const list = cases(setup);
    expect(list.length).toBeGreaterThanOrEqual(150);

    const before = await snapshot(member, setup);
    const failures: string[] = [];
    for (const { label, send } of list) {
      const answer = await send().catch((error: Error) => ({ status: 0, body: `${error.message} ${String((error.cause as Error | undefined)?.message ?? '')}` }));
      const code = answer.body?.error?.details?.code;
      const size = JSON.stringify(answer.body ?? '').length;
      if (answer.status < 400 || answer.status >= 500 || typeof code !== 'string' || size > MAX_ERROR_BODY) {
        failures.push(`${label}: ${answer.status} ${size} bytes ${JSON.stringify(answer.body).slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot(member, setup)).toEqual(before);
    // The member can still sign in with their own password (no attack changed it).
    expect((await apiClient().call('/api/auth/local', { method: 'POST', json: { identifier: member.email, password: member.password } })).status).toBe(200);
  }, 300_000);
});

describe('holes found in the security rounds stay closed', () => {
  for (const finding of FINDINGS) {
    it(`${finding.round}: ${finding.name}`, async () => {
      expect(await finding.attack()).toEqual([]);
    }, 60_000);
  }
});
