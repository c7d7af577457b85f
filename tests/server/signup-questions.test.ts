// A reward's sign-up questions (issue 30): editors change them in the admin, the server refuses a
// question set the form could not ask, exposes the questions with the reward and holds every
// sign-up to them. This file's own project and reward: the seeded ones are other files' to read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './client';
import { signInEditor, type Editor } from './editor';
import { newMember, seededProjects, type Member } from './members';
import { DEFAULT_QUESTIONS as APP_DEFAULT_QUESTIONS } from '../../src/features/rewards/signup-questions';

const PROJECT = 'api::project.project';
const REWARD = 'api::reward.reward';
const SIGN_UP = 'api::form-participation.form-participation';
const MARK = `PREGUNTAS${Date.now()}`;
let editor: Editor;
let project: string;
let reward: string;

const collection = (uid: string) => `/content-manager/collection-types/${uid}`;
const publish = async (uid: string, documentId: string) => {
  const published = await editor.call(`${collection(uid)}/${documentId}/actions/publish?locale=es`, { method: 'POST', json: {} });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
};
/** The editor's save of the reward's questions, as the admin sends it. */
const saveQuestions = (signupQuestions: Array<Record<string, unknown>>) =>
  editor.call(`${collection(REWARD)}/${reward}?locale=es`, { method: 'PUT', json: { signupQuestions } });

const publicQuestions = async (locale = 'es') => (await apiClient().call(`/api/rewards/${reward}?populate=all&locale=${locale}`)).body.data.signupQuestions;

const signUp = (member: Member, body: Record<string, unknown>) =>
  member.as('/api/form-participations', { method: 'POST', json: { rewardId: reward, legal: true, acceptPolicy: true, locale: 'es', ...body } });
const ownSignUps = async (member: Member) => (await member.as(`/api/form-participations?documentId=${reward}`)).body.data;
const refusedWith = (answer: { status: number; body: any }, code: string, field: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.error.details).toMatchObject({ code, field });
};

/** The spec's questions as an editor finds them on a new reward, with the year range and one question of their own changed. */
async function defaultQuestionsAsStored() {
  const { body } = await editor.call(`${collection(REWARD)}/${reward}?locale=es`);
  return (body.data.signupQuestions as Array<Record<string, unknown>>).map(({ id: _id, ...question }) => question);
}

beforeAll(async () => {
  editor = await signInEditor();
  const partner = (await apiClient().call(`/api/projects/${(await seededProjects()).Huertos!.documentId}?populate=partner&locale=es`)).body.data.partner.documentId;
  reward = (await editor.saveDraft(REWARD, null, { title: `${MARK} premio`, cost: 1, prizes: 1, start_date: '2020-01-01T00:00:00.000Z', end_date: '2099-01-01T00:00:00.000Z' })).documentId;
  project = (
    await editor.saveDraft(PROJECT, null, {
      name: `${MARK} inscripción`,
      location: 'Soria',
      currentstatus: 'published',
      project_type: 'form',
      voting_start: '2020-01-01',
      voting_end: '2099-01-01',
      partner: { connect: [{ documentId: partner, locale: 'es' }] },
      reward: { connect: [{ documentId: reward, locale: 'es' }] },
    })
  ).documentId;
  await publish(REWARD, reward);
  await publish(PROJECT, project);
}, 60_000);

afterAll(async () => {
  if (project) await editor.remove(PROJECT, project);
  if (reward) await editor.remove(REWARD, reward);
});

describe('a reward’s sign-up questions', () => {
  it('start as the spec’s questions, which the reward’s public API shows in both languages with their rules, and which the app also knows', async () => {
    const stored = await defaultQuestionsAsStored();
    expect(stored.map((question) => question.key)).toEqual(['city', 'phone', 'option', 'name', 'year', 'location']);

    const questions = await publicQuestions();
    expect(questions).toEqual(APP_DEFAULT_QUESTIONS);
    expect(await publicQuestions('en')).toEqual(questions);
    expect(questions.find((question: { key: string }) => question.key === 'year')).toEqual({
      key: 'year',
      label: 'Año de fundación del grupo (2017–2022)',
      labelEn: 'Year the group was founded (2017–2022)',
      kind: 'number',
      required: true,
      min: 2017,
      max: 2022,
      showWhen: { key: 'option', value: '2' },
    });
  });

  it('are refused in the admin with a repeated key or a rule the form could not ask, in Spanish, and nothing changes', async () => {
    const stored = await defaultQuestionsAsStored();
    const twice = await saveQuestions([...stored, { key: 'city', label: 'Otra ciudad', kind: 'text', required: false }]);
    expect(twice.status).toBe(400);
    expect(twice.body.error.details.code).toBe('signupQuestions.invalid');
    expect(twice.body.error.message).toContain('la clave «city» ya la usa otra pregunta');

    for (const [wrong, words] of [
      [{ key: 'talla', label: 'Talla', kind: 'choice', required: true }, 'al menos dos respuestas'],
      [{ key: 'talla', label: 'Talla', kind: 'text', required: true, min: 1 }, '«min» y «max» solo valen para preguntas de tipo number'],
      [{ key: 'talla', label: 'Talla', kind: 'number', required: true, min: 5, max: 1 }, '«min» no puede ser mayor que «max»'],
      [{ key: 'talla', label: 'Talla', kind: 'text', required: true, showWhen: 'option=3' }, '«option» no tiene la respuesta «3»'],
      [{ key: 'talla', label: 'Talla', kind: 'text', required: true, showWhen: 'luego=1' }, 'debe nombrar una pregunta anterior'],
      [{ key: 'legal', label: 'Bases', kind: 'checkbox', required: true }, 'ya la usa la inscripción'],
    ] as const) {
      const refused = await saveQuestions([...stored, wrong]);
      expect(refused.status, JSON.stringify(wrong)).toBe(400);
      expect(refused.body.error.details.code).toBe('signupQuestions.invalid');
      expect(refused.body.error.message).toContain(words);
    }
    expect(await defaultQuestionsAsStored()).toEqual(stored);
  });

  it('are what every sign-up is held to once an editor changes them and publishes', async () => {
    const stored = await defaultQuestionsAsStored();
    const edited = stored.map((question) => (question.key === 'year' ? { ...question, label: 'Año de fundación (2010–2015)', min: 2010, max: 2015 } : question));
    const saved = await saveQuestions([
      ...edited,
      { key: 'talla', label: 'Talla de camiseta', labelEn: 'T-shirt size', kind: 'choice', required: true, choices: 'S | Pequeña | Small\nM | Mediana | Medium\nL | Grande' },
      { key: 'acompanantes', label: '¿Cuántas personas te acompañan?', kind: 'number', required: true, min: 0, max: 3, showWhen: 'option=2' },
      { key: 'alergias', label: 'Alergias', kind: 'text', required: false, maxLength: 40 },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await publish(REWARD, reward);

    const questions = await publicQuestions('en');
    expect(questions.find((question: { key: string }) => question.key === 'talla')).toEqual({
      key: 'talla',
      label: 'Talla de camiseta',
      labelEn: 'T-shirt size',
      kind: 'choice',
      required: true,
      choices: [
        { value: 'S', label: 'Pequeña', labelEn: 'Small' },
        { value: 'M', label: 'Mediana', labelEn: 'Medium' },
        { value: 'L', label: 'Grande' },
      ],
    });
    expect(questions.find((question: { key: string }) => question.key === 'year')).toMatchObject({ min: 2010, max: 2015 });

    const member = await newMember();
    const group = { city: 'Soria', phone: '+34 600 000 000', option: 2, option2Fields: { name: 'Coro', year: 2012, location: true } };
    // A required question of the editor's own, unanswered.
    refusedWith(await signUp(member, group), 'listSignUp.errors.required', 'talla');
    // The year as the spec had it, outside the editor's range.
    refusedWith(await signUp(member, { ...group, option2Fields: { ...group.option2Fields, year: 2019 }, answers: { talla: 'M', acompanantes: 1 } }), 'listSignUp.errors.invalid', 'year');
    // An answer that is not one of the choices, one out of range, one too long, one to no question.
    refusedWith(await signUp(member, { ...group, answers: { talla: 'XL', acompanantes: 1 } }), 'listSignUp.errors.invalid', 'talla');
    refusedWith(await signUp(member, { ...group, answers: { talla: 'M', acompanantes: 4 } }), 'listSignUp.errors.invalid', 'acompanantes');
    refusedWith(await signUp(member, { ...group, answers: { talla: 'M', acompanantes: 1, alergias: 'x'.repeat(41) } }), 'listSignUp.errors.invalid', 'alergias');
    refusedWith(await signUp(member, { ...group, answers: { talla: 'M', acompanantes: 1, color: 'rojo' } }), 'listSignUp.errors.invalid', 'color');
    // Asked only with option 2: required then.
    refusedWith(await signUp(member, { ...group, answers: { talla: 'M' } }), 'listSignUp.errors.required', 'acompanantes');
    expect(await ownSignUps(member)).toEqual([]);

    const created = await signUp(member, { ...group, answers: { talla: 'M', acompanantes: 1, alergias: '  frutos secos ' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const answers = { city: 'Soria', phone: '+34 600 000 000', option: '2', name: 'Coro', year: 2012, location: true, talla: 'M', acompanantes: 1, alergias: 'frutos secos' };
    expect(created.body.data).toMatchObject({ city: 'Soria', phone: '+34 600 000 000', option: 2, option2Fields: { name: 'Coro', year: 2012, location: true }, answers });
    expect(await ownSignUps(member)).toMatchObject([{ documentId: created.body.data.documentId, answers }]);
    // Sent again (an outbox replay), with other answers: the first one stands.
    const again = await signUp(member, { ...group, city: 'Burgos', answers: { talla: 'S', acompanantes: 0 } });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ documentId: created.body.data.documentId, answers });
  });

  it('drop the answers to a question not asked (its showWhen does not hold) and keep the option-2 columns empty', async () => {
    const member = await newMember();
    const created = await signUp(member, {
      city: 'Teruel',
      phone: '+34 600 000 001',
      option: 1,
      option2Fields: { name: 'Nadie', year: 1900, location: false },
      answers: { talla: 'L', acompanantes: 99 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ option: 1, option2Fields: null, answers: { city: 'Teruel', phone: '+34 600 000 001', option: '1', talla: 'L' } });
    expect(Object.keys(created.body.data.answers).sort()).toEqual(['city', 'option', 'phone', 'talla']);

    // What the SQL wrote is a record Strapi reads as its own: in the admin, with its member and answers.
    const listed = await editor.call(`${collection(SIGN_UP)}?page=1&pageSize=10&filters[$and][0][rewardDocumentId][$eq]=${reward}&filters[$and][1][city][$eq]=Teruel`);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.results).toHaveLength(1);
    const record = (await editor.call(`${collection(SIGN_UP)}/${listed.body.results[0].documentId}`)).body.data;
    expect(record).toMatchObject({ documentId: created.body.data.documentId, city: 'Teruel', option: 1, answers: created.body.data.answers });
    expect(record.user?.count ?? record.user?.id).toBeTruthy();
  });

  it('keep asking the spec’s questions when an editor empties them, with the spec’s rules', async () => {
    const emptied = await saveQuestions([]);
    expect(emptied.status, JSON.stringify(emptied.body)).toBe(200);
    await publish(REWARD, reward);
    expect(await publicQuestions()).toEqual(APP_DEFAULT_QUESTIONS);

    const member = await newMember();
    refusedWith(await signUp(member, { city: 'Ávila', phone: '1234567', option: 1 }), 'listSignUp.errors.invalid', 'phone');
    refusedWith(await signUp(member, { city: 'Ávila', phone: '+34 600 000 002', option: 2, option2Fields: { name: 'A', year: 2012, location: true } }), 'listSignUp.errors.invalid', 'year');
    refusedWith(await signUp(member, { city: 'Ávila', phone: '+34 600 000 002', option: 1, answers: { talla: 'M' } }), 'listSignUp.errors.invalid', 'talla');
    refusedWith(await signUp(member, { city: 'Ávila', phone: '+34 600 000 002', option: 1, legal: false }), 'listSignUp.errors.required', 'legal');
    const created = await signUp(member, { city: 'Ávila', phone: '+34 600 000 002', option: 2, option2Fields: { name: 'A', year: 2020, location: true } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });
});
