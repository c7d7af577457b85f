// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkAnswers } from './answers';
import { DEFAULT_QUESTIONS } from './default-questions';
import { parseQuestions } from './parse';
import { questionsOrDefault } from './reward-questions';
import { answersFromColumns, columnsOf, givenAnswers } from './spec-fields';

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { status: number; details: Record<string, unknown> }).details;
  }
  throw new Error('not refused');
};

describe('an editor’s sign-up questions, read', () => {
  it('reads the default set without a problem, and uses it for a reward with none', () => {
    expect(parseQuestions(DEFAULT_QUESTIONS).problems).toEqual([]);
    expect(questionsOrDefault([]).map((question) => question.key)).toEqual(['city', 'phone', 'option', 'name', 'year', 'location']);
    expect(questionsOrDefault(null)).toEqual(questionsOrDefault(DEFAULT_QUESTIONS));
  });

  it('names each problem by the question’s place and key, and leaves out what it cannot ask', () => {
    const { questions, problems } = parseQuestions([
      { key: 'Ciudad', label: 'Ciudad', kind: 'text' },
      { key: 'talla', label: ' ', kind: 'text' },
      { key: 'turno', label: 'Turno', kind: 'choice', choices: 'mañana | Mañana\nmañana | Otra vez\n' },
      { key: 'turno', label: 'Turno otra vez', kind: 'text' },
      { key: 'edad', label: 'Edad', kind: 'number', minLength: 2 },
      { key: 'nota', label: 'Nota', kind: 'text', showWhen: 'turno = tarde' },
    ]);
    expect(questions.map((question) => question.key)).toEqual(['turno', 'edad', 'nota']);
    expect(problems).toEqual([
      expect.stringMatching(/^Pregunta 1 \(«Ciudad»\): la clave debe empezar por una letra minúscula/),
      'Pregunta 2 («talla»): falta el texto de la pregunta en español.',
      expect.stringMatching(/^Pregunta 3 \(«turno»\): el valor «mañana» sale en dos respuestas/),
      expect.stringMatching(/^Pregunta 3 \(«turno»\): una pregunta de tipo choice necesita al menos dos respuestas/),
      'Pregunta 4 («turno»): la clave «turno» ya la usa otra pregunta. Cada pregunta necesita su propia clave.',
      'Pregunta 5 («edad»): «minLength» y «maxLength» solo valen para preguntas de tipo text o phone.',
      'Pregunta 6 («nota»): «showWhen»: «turno» no tiene la respuesta «tarde» (tiene «mañana»).',
    ]);
  });
});

describe('a sign-up’s answers, checked', () => {
  const questions = questionsOrDefault([
    { key: 'boletin', label: 'Quiero el boletín', kind: 'checkbox', required: false },
    { key: 'correo', label: 'Correo', kind: 'text', required: true, showWhen: 'boletin=true' },
    { key: 'edad', label: 'Edad', kind: 'number', required: false },
  ]);

  it('keeps the answers asked, trimmed, and an unticked box as false', () => {
    expect(checkAnswers(questions, { correo: 'a@b.c', edad: 30 })).toEqual({ boletin: false, edad: 30 });
    expect(checkAnswers(questions, { boletin: true, correo: '  a@b.c ' })).toEqual({ boletin: true, correo: 'a@b.c' });
  });

  it('refuses a wrong type as invalid, never as a crash, listing every problem', () => {
    expect(refusalOf(() => checkAnswers(questions, { boletin: 'sí' }))).toMatchObject({ code: 'listSignUp.errors.invalid', field: 'boletin' });
    expect(refusalOf(() => checkAnswers(questions, { edad: 30.5 }))).toMatchObject({ field: 'edad' });
    expect(refusalOf(() => checkAnswers(questions, { edad: 1e12 }))).toMatchObject({ field: 'edad' });
    expect(refusalOf(() => checkAnswers(questions, { boletin: true, correo: 7, otra: 1 }))).toMatchObject({
      code: 'listSignUp.errors.invalid',
      field: 'otra',
      errors: [
        { field: 'otra', code: 'listSignUp.errors.invalid' },
        { field: 'correo', code: 'listSignUp.errors.invalid' },
      ],
    });
  });

  it('takes the spec’s fields as answers, refusing one given twice with two answers', () => {
    expect(givenAnswers({ city: 'Vic', option: 2, option2Fields: { year: 2019 }, answers: { option: '2', talla: 'M' } })).toEqual({ city: 'Vic', option: 2, year: 2019, talla: 'M' });
    expect(refusalOf(() => givenAnswers({ city: 'Vic', answers: { city: 'Reus' } }))).toMatchObject({ code: 'listSignUp.errors.invalid', field: 'city' });
  });

  it('fills the spec’s columns only with answers that fit them, and reads old sign-ups back from them', () => {
    expect(columnsOf({ city: 'x'.repeat(226), phone: '600000000', option: 'tarde', year: 2019, location: true })).toEqual({
      city: null,
      phone: '600000000',
      option: null,
      name: null,
      year: 2019,
      location: true,
    });
    expect(answersFromColumns({ city: 'Vic', phone: '600000000', option: 1, name: null, year: null, location: false })).toEqual({ city: 'Vic', phone: '600000000', option: '1' });
  });
});
