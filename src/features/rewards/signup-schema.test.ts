// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { answersOf, formParticipationPayload, INVALID, messageValues, REQUIRED, sentAnswers, signupSchema } from './form-schema';
import { askedQuestions, DEFAULT_QUESTIONS, inLanguage, type Question } from './signup-questions';
import { readKindData } from '../../offline/outbox/entry-schemas';

/** A reward whose editor kept the spec's questions, narrowed the year and added three of their own. */
const QUESTIONS: Question[] = [
  ...DEFAULT_QUESTIONS.map((question) => (question.key === 'year' ? { ...question, min: 2010, max: 2015 } : question)),
  {
    key: 'talla',
    label: 'Talla',
    labelEn: 'Size',
    kind: 'choice',
    required: true,
    choices: [
      { value: 'S', label: 'Pequeña', labelEn: 'Small' },
      { value: 'M', label: 'Mediana' },
    ],
  },
  { key: 'acompanado', label: 'Vengo acompañado', kind: 'checkbox', required: false },
  { key: 'cuantos', label: '¿Cuántos?', kind: 'number', required: true, min: 1, max: 3, showWhen: { key: 'acompanado', value: 'true' } },
  { key: 'alergias', label: 'Alergias', kind: 'text', required: false, minLength: 3, maxLength: 20 },
];
const schema = signupSchema(QUESTIONS);
const valid = { city: 'Soria', phone: '600 000 000', option: '1', talla: 'M', acompanado: false, alergias: '', legal: true, acceptPolicy: true };
const errors = (input: unknown) => Object.fromEntries((v.safeParse(schema, input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));

describe('a reward’s own sign-up questions in the form', () => {
  it('asks the editor’s required questions with the generic message of their kind, next to the spec’s own', () => {
    expect(errors(valid)).toEqual({});
    expect(errors({})).toEqual({
      city: REQUIRED.city,
      phone: REQUIRED.phone,
      option: REQUIRED.option,
      talla: 'listSignUp.errors.required.choice',
      legal: REQUIRED.legal,
      acceptPolicy: REQUIRED.acceptPolicy,
    });
    expect(errors({ ...valid, talla: 'XL' })).toEqual({ talla: 'listSignUp.errors.required.choice' });
  });

  it('holds text to its lengths and numbers to their range, each message with the question’s own limits', () => {
    expect(errors({ ...valid, alergias: 'no' })).toEqual({ alergias: INVALID.minCharacters });
    expect(errors({ ...valid, alergias: 'x'.repeat(21) })).toEqual({ alergias: INVALID.maxCharacters });
    expect(messageValues(QUESTIONS.find((q) => q.key === 'alergias')!)).toMatchObject({ minLength: 3, maxLength: 20 });
    // A text with no maximum of its own has the server's, 1000.
    expect(messageValues(QUESTIONS.find((q) => q.key === 'city')!).maxLength).toBe(225);
    expect(messageValues({ key: 'nota', label: 'Nota', kind: 'text', required: false }).maxLength).toBe(1000);

    const group = { ...valid, option: '2', name: 'Coro', location: true };
    expect(errors({ ...group, year: '2012' })).toEqual({});
    expect(errors({ ...group, year: '2019' })).toEqual({ year: INVALID.yearNotInRange });
    expect(messageValues(QUESTIONS.find((q) => q.key === 'year')!)).toMatchObject({ min: 2010, max: 2015 });
    const number = (extra: Partial<Question>): Question => ({ key: 'n', label: 'N', kind: 'number', required: true, ...extra });
    const numberError = (question: Question, value: string) => v.safeParse(signupSchema([question]), { n: value, legal: true, acceptPolicy: true }).issues?.[0]?.message;
    expect(numberError(number({ min: 1, max: 3 }), '4')).toBe(INVALID.notInRange);
    expect(numberError(number({ min: 1 }), '0')).toBe(INVALID.tooSmall);
    expect(numberError(number({ max: 3 }), '4')).toBe(INVALID.tooLarge);
    expect(numberError(number({}), '1.5')).toBe(INVALID.notANumber);
    expect(numberError(number({}), '-7')).toBeUndefined();
  });

  it('asks a question only while its showWhen holds, and checks it then, whatever else is wrong', () => {
    expect(askedQuestions(QUESTIONS, valid).map((q) => q.key)).not.toContain('cuantos');
    expect(errors({ ...valid, cuantos: '99' })).toEqual({});
    expect(errors({ ...valid, acompanado: true })).toEqual({ cuantos: 'listSignUp.errors.required.answer' });
    expect(errors({ ...valid, acompanado: true, cuantos: '9', legal: false })).toEqual({ cuantos: INVALID.notInRange, legal: REQUIRED.legal });
    // A question hidden behind a hidden one is hidden too.
    const chain: Question[] = [
      { key: 'a', label: 'A', kind: 'checkbox', required: false },
      { key: 'b', label: 'B', kind: 'checkbox', required: false, showWhen: { key: 'a', value: 'true' } },
      { key: 'c', label: 'C', kind: 'text', required: true, showWhen: { key: 'b', value: 'true' } },
    ];
    expect(askedQuestions(chain, { a: false, b: true }).map((q) => q.key)).toEqual(['a']);
    expect(askedQuestions(chain, { a: true, b: true }).map((q) => q.key)).toEqual(['a', 'b', 'c']);
  });

  it('sends the spec’s questions in the spec’s fields and the editor’s in `answers`, without the questions not asked', () => {
    const values = { ...valid, option: '2', name: ' Coro ', year: '2012', location: true, acompanado: true, cuantos: '2', alergias: ' nueces ' };
    expect(formParticipationPayload(v.parse(schema, values), 'r1', QUESTIONS)).toEqual({
      rewardId: 'r1',
      city: 'Soria',
      phone: '600 000 000',
      option: 2,
      option2Fields: { name: 'Coro', year: 2012, location: true },
      answers: { talla: 'M', acompanado: true, cuantos: 2, alergias: 'nueces' },
      legal: true,
      acceptPolicy: true,
    });
    expect(answersOf(QUESTIONS, { ...valid, cuantos: '2', name: 'Coro' })).toEqual({ city: 'Soria', phone: '600 000 000', option: '1', talla: 'M', acompanado: false });

    // A question of the editor's under a spec key but of another kind goes in `answers`.
    const custom: Question[] = [{ key: 'option', label: 'Turno', kind: 'choice', required: true, choices: [{ value: 'mañana', label: 'Mañana' }, { value: 'tarde', label: 'Tarde' }] }];
    expect(formParticipationPayload({ option: 'tarde' }, 'r1', custom)).toEqual({ rewardId: 'r1', answers: { option: 'tarde' }, legal: true, acceptPolicy: true });
  });

  it('keeps such a sign-up readable in the outbox, and reads back the answers of one sent or stored', () => {
    const payload = formParticipationPayload(v.parse(schema, { ...valid, acompanado: true, cuantos: '1' }), 'r1', QUESTIONS);
    expect(readKindData({ kind: 'formParticipation', payload })?.payload).toEqual(payload);
    expect(sentAnswers(payload)).toEqual({ city: 'Soria', phone: '600 000 000', option: '1', talla: 'M', acompanado: true, cuantos: 1 });
    // A sign-up stored before answers were kept: its spec fields.
    expect(sentAnswers({ city: 'Vic', phone: '600000000', option: 2, option2Fields: { name: 'A', year: 2019, location: true }, answers: null })).toEqual({
      city: 'Vic',
      phone: '600000000',
      option: '2',
      name: 'A',
      year: 2019,
      location: true,
    });
  });

  it('labels a question in English where its editor wrote one, in Spanish otherwise', () => {
    const talla = QUESTIONS.find((q) => q.key === 'talla')!;
    expect(inLanguage(talla, 'en')).toBe('Size');
    expect(inLanguage(talla, 'es')).toBe('Talla');
    expect(talla.choices!.map((choice) => inLanguage(choice, 'en'))).toEqual(['Small', 'Mediana']);
  });
});
