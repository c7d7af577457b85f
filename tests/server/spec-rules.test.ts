// The spec's rules held by the server, whatever the client sends (issue 28, item 4): each refused
// with its own code and nothing written.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { signInEditor, type Editor } from './editor';
import { balanceOf, mailedLink, newMember, registration, seededProjects } from './members';

const PROJECT = 'api::project.project';
const REWARD = 'api::reward.reward';
const MARK = `REGLAS${Date.now()}`;
let editor: Editor;
let partner: string;
const made: Array<[string, string]> = [];

/** A published project of `type`, open to votes, with a published reward open to entries. */
async function projectWithReward(type: 'humans' | 'others' | 'lookwhat' | 'form') {
  const reward = await editor.saveDraft(REWARD, null, { title: `${MARK} premio ${type}`, cost: 1, prizes: 1, start_date: '2020-01-01T00:00:00.000Z', end_date: '2099-01-01T00:00:00.000Z' });
  const project = await editor.saveDraft(PROJECT, null, {
    name: `${MARK} ${type}`,
    location: 'Zaragoza',
    currentstatus: 'published',
    project_type: type,
    // A lookwhat project is published with its options named (lib/option-labels.ts).
    ...(type === 'lookwhat' ? { option1_label: 'Mural', option2_label: 'Fuente' } : {}),
    voting_start: '2020-01-01',
    voting_end: '2099-01-01',
    partner: { connect: [{ documentId: partner, locale: 'es' }] },
    reward: { connect: [{ documentId: reward.documentId, locale: 'es' }] },
  });
  made.push([PROJECT, project.documentId], [REWARD, reward.documentId]);
  for (const [uid, documentId] of [[PROJECT, project.documentId], [REWARD, reward.documentId]]) {
    const published = await editor.call(`/content-manager/collection-types/${uid}/${documentId}/actions/publish?locale=es`, { method: 'POST', json: {} });
    expect(published.status).toBe(200);
  }
  return { project: project.documentId, reward: reward.documentId };
}

const vote = (member: Awaited<ReturnType<typeof newMember>>, project: string) =>
  member.as('/api/user-project-supports', { method: 'POST', json: { data: { support: 1, project } } });
const enter = (member: Awaited<ReturnType<typeof newMember>>, rewardId: string) =>
  member.as('/api/participations', { method: 'POST', json: { rewardId, amount: 1, locale: 'es' }, headers: { 'Idempotency-Key': randomUUID() } });
const refusedWith = (answer: { status: number; body: any }, status: number, code: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.error.details.code).toBe(code);
};

beforeAll(async () => {
  editor = await signInEditor();
  partner = (await apiClient().call(`/api/projects/${(await seededProjects()).Huertos!.documentId}?populate=partner&locale=es`)).body.data.partner.documentId;
}, 60_000);

afterAll(async () => {
  for (const [uid, documentId] of made) await editor.remove(uid, documentId);
});

describe('votes', () => {
  it('are refused on a form project, which takes sign-ups: no vote, no DIDs', async () => {
    const { project } = await projectWithReward('form');
    const member = await newMember();
    const before = await balanceOf(member);
    refusedWith(await vote(member, project), 409, 'vote.notVotable');
    expect(await balanceOf(member)).toBe(before);
    expect((await member.as('/api/user-project-supports')).body.data).toEqual([]);
  });

  it('are taken on humans, others and lookwhat projects', async () => {
    const member = await newMember();
    for (const type of ['humans', 'others', 'lookwhat'] as const) {
      const { project } = await projectWithReward(type);
      expect((await vote(member, project)).status, type).toBe(201);
    }
  });
});

describe('DIDs entries', () => {
  it('are taken on a humans project’s reward', async () => {
    const member = await newMember();
    const { project, reward } = await projectWithReward('humans');
    expect((await vote(member, project)).status).toBe(201);
    expect((await enter(member, reward)).status).toBe(201);
  });

  // shared/spec/decisions.md: "A DIDs entry is accepted only on a humans project's reward" (issue 52).
  it('are refused on an others project’s reward, alone and in a batch (the outbox’s replay), spending nothing', async () => {
    const member = await newMember();
    const others = await projectWithReward('others');
    expect((await vote(member, others.project)).status).toBe(201);
    const before = await balanceOf(member);
    refusedWith(await enter(member, others.reward), 409, 'rewardParticipation.errors.noEntries');
    const batch = await member.as('/api/participations/batch', { method: 'POST', json: { entries: [{ key: randomUUID(), body: { rewardId: others.reward, amount: 1 } }] } });
    expect(batch.status).toBe(200);
    expect(batch.body.data[0]).toMatchObject({ status: 409, body: { error: { details: { code: 'rewardParticipation.errors.noEntries' } } } });
    expect(await balanceOf(member)).toBe(before);
    expect((await member.as(`/api/participations?documentId=${others.reward}`)).body.data).toEqual([]);
  });

  it('are refused on a form project’s reward (its sign-up form only) and on a lookwhat project’s (no entries), spending nothing', async () => {
    const member = await newMember();
    const form = await projectWithReward('form');
    const lookwhat = await projectWithReward('lookwhat');
    expect((await vote(member, lookwhat.project)).status).toBe(201);
    const before = await balanceOf(member);
    refusedWith(await enter(member, form.reward), 409, 'rewardParticipation.errors.signUpReward');
    refusedWith(await enter(member, lookwhat.reward), 409, 'rewardParticipation.errors.noEntries');
    const batch = await member.as('/api/participations/batch', { method: 'POST', json: { entries: [{ key: randomUUID(), body: { rewardId: form.reward, amount: 1 } }] } });
    expect(batch.body.data[0]).toMatchObject({ status: 409, body: { error: { details: { code: 'rewardParticipation.errors.signUpReward' } } } });
    expect(await balanceOf(member)).toBe(before);
    // The sign-up form stays the way into the form reward; nothing opens the lookwhat one.
    const signUp = (rewardId: string) =>
      member.as('/api/form-participations', { method: 'POST', json: { rewardId, city: 'Teruel', phone: '+34 600 000 000', option: 1, legal: true, acceptPolicy: true, locale: 'es' } });
    expect((await signUp(form.reward)).status).toBe(201);
    refusedWith(await signUp(lookwhat.reward), 409, 'formParticipation.notAFormReward');
  });
});

describe('registration', () => {
  it('requires both ticks, present and true: nothing is created and no mail is sent otherwise', async () => {
    for (const leftOut of ['privacyPolicy', 'termsAgreement'] as const) {
      const email = `sin-casillas-${randomUUID()}@chispa.test`;
      const body: Record<string, unknown> = registration(email);
      delete body[leftOut];
      const answer = await apiClient().call('/api/auth/local/register', { method: 'POST', json: body });
      expect(answer.status, `${leftOut}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.error.details.code).toBe('validation.invalid');
      await expect(mailedLink(email)).rejects.toThrow();
    }
  });
});

describe('one password rule, 8 to 255 characters, on every route', () => {
  const passphrase = 'una frase larga que recuerdo bien porque habla del huerto de mi abuela en Nou Barris, con tomates'; // 98 bytes
  const wide = 'ñ'.repeat(60); // 60 characters, 120 bytes

  it('lets a member set, sign in with and change a passphrase longer than bcrypt’s 72 bytes, every character counting', async () => {
    const member = await newMember();
    await apiClient().call('/api/auth/forgot-password', { method: 'POST', json: { email: member.email } });
    const code = new URL(await mailedLink(member.email)).searchParams.get('code');
    const reset = await apiClient().call('/api/auth/reset-password', { method: 'POST', json: { code, password: passphrase, passwordConfirmation: passphrase } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const client = apiClient();
    const { jwt } = await client.logIn({ identifier: member.email, password: passphrase });
    // A passphrase differing only after its 72nd byte is another password.
    const almost = await apiClient().call('/api/auth/local', { method: 'POST', json: { identifier: member.email, password: `${passphrase.slice(0, 80)}X${passphrase.slice(81)}` } });
    expect(almost.status).toBe(400);
    const changed = await client.call('/api/auth/change-password', { method: 'POST', token: jwt, json: { currentPassword: passphrase, password: wide, passwordConfirmation: wide } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await apiClient().logIn({ identifier: member.email, password: wide });
  });

  it('keeps working for passwords up to 72 bytes, as they were hashed before', async () => {
    const member = await newMember();
    await apiClient().logIn({ identifier: member.email, password: member.password });
  });

  it('refuses fewer than 8 or more than 255 characters on reset and change', async () => {
    const member = await newMember();
    await apiClient().call('/api/auth/forgot-password', { method: 'POST', json: { email: member.email } });
    const code = new URL(await mailedLink(member.email)).searchParams.get('code');
    for (const password of ['short7!', 'x'.repeat(256)]) {
      refusedWith(await apiClient().call('/api/auth/reset-password', { method: 'POST', json: { code, password, passwordConfirmation: password } }), 400, 'validation.invalid');
      refusedWith(await member.as('/api/auth/change-password', { method: 'POST', json: { currentPassword: member.password, password, passwordConfirmation: password } }), 400, 'validation.invalid');
    }
    await apiClient().logIn({ identifier: member.email, password: member.password });
  });
});
