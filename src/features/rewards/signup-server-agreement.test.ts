// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { checkAnswers } from '../../../server/src/lib/signup-questions/answers';
import { DEFAULT_QUESTIONS as SERVER_DEFAULT_QUESTIONS } from '../../../server/src/lib/signup-questions/default-questions';
import { parseQuestions } from '../../../server/src/lib/signup-questions/parse';
import { NUMBER_LIMIT, TEXT_MAX } from '../../../server/src/lib/signup-questions/question';
import { answersOf, messageValues, signupSchema } from './form-schema';
import { askedQuestions, DEFAULT_QUESTIONS } from './signup-questions';

// The same form on both sides: a reward without questions of its own asks spec §5's, and the app
// sends only what the server takes.
const serverQuestions = parseQuestions(SERVER_DEFAULT_QUESTIONS);

describe("the sign-up's default questions, as the app and the server read them", () => {
  it('are the same questions, as the server sends them with a reward', () => {
    expect(serverQuestions.problems).toEqual([]);
    expect(DEFAULT_QUESTIONS).toEqual(serverQuestions.questions);
  });

  it("bound an answer the editor set no limit for as the server does", () => {
    const unbounded = { key: 'free', label: 'Libre', kind: 'text', required: false } as const;
    expect(messageValues(unbounded).maxLength).toBe(TEXT_MAX);
    const schema = signupSchema([{ key: 'count', label: 'Cuántos', kind: 'number', required: true }]);
    expect(v.safeParse(schema, { count: String(NUMBER_LIMIT), legal: true, acceptPolicy: true }).success).toBe(true);
    expect(v.safeParse(schema, { count: String(NUMBER_LIMIT + 1), legal: true, acceptPolicy: true }).success).toBe(false);
  });
});

describe("a sign-up's answers, as the app and the server check them", () => {
  const fields = {
    city: ['', '   ', ' Soria ', 'x'.repeat(225), 'x'.repeat(226)],
    phone: ['', '1234567', '12345678', '600 000 000', 'x'.repeat(40), 'x'.repeat(41)],
    option: ['', '1', '2', '3'], // picked, never typed
    name: [undefined, '', 'Grupo', 'x'.repeat(226)],
    year: [undefined, '', '2016', '2017', '2022', '2023', '20x0', '2017.5'],
    location: [undefined, false, true],
  };
  // Every combination of the values above: what a member can type in the form.
  const forms = Object.entries(fields).reduce<Record<string, unknown>[]>(
    (partial, [key, values]) => partial.flatMap((form) => values.map((value) => (value === undefined ? form : { ...form, [key]: value }))),
    [{}],
  );
  const schema = signupSchema(DEFAULT_QUESTIONS);

  it(`are taken or refused alike, and kept as sent (${forms.length} forms)`, () => {
    const disagreements: string[] = [];
    for (const form of forms) {
      const appTakes = v.safeParse(schema, { ...form, legal: true, acceptPolicy: true }).success;
      const sent = answersOf(DEFAULT_QUESTIONS, form);
      let kept: unknown = null;
      try {
        kept = checkAnswers(serverQuestions.questions, sent);
      } catch {
        // refused
      }
      if (appTakes !== (kept !== null)) disagreements.push(`${JSON.stringify(form)}: the app ${appTakes ? 'takes' : 'refuses'} it`);
      else if (kept !== null && JSON.stringify(kept) !== JSON.stringify(sent)) disagreements.push(`${JSON.stringify(form)}: kept ${JSON.stringify(kept)}`);
    }
    expect(disagreements).toEqual([]);
  });

  it('ask the option 2 questions only for option 2', () => {
    for (const option of ['1', '2']) {
      expect(askedQuestions(DEFAULT_QUESTIONS, { option }).map((question) => question.key)).toEqual(
        Object.keys(checkAnswers(serverQuestions.questions, { city: 'Soria', phone: '600000000', option, ...(option === '2' && { name: 'Grupo', year: 2020, location: true }) })),
      );
    }
  });
});
