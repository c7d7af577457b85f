import * as v from 'valibot';
import type { FormParticipationPayload } from '../../offline/outbox/entry-schemas';
import { askedQuestions, DEFAULT_QUESTIONS, type Answers, type Question } from './signup-questions';

/** Spec §5's messages, by question key; a question of the reward's own reads the generic one of its kind. */
export const REQUIRED = {
  city: 'listSignUp.errors.required.city',
  phone: 'listSignUp.errors.required.phone',
  option: 'listSignUp.errors.required.option',
  name: 'listSignUp.errors.required.name',
  year: 'listSignUp.errors.required.year',
  location: 'listSignUp.errors.required.location',
  legal: 'listSignUp.errors.required.legal',
  acceptPolicy: 'listSignUp.errors.required.acceptPolicy',
} as const;
const REQUIRED_OF_KIND: Record<Question['kind'], string> = {
  text: 'listSignUp.errors.required.answer',
  phone: 'listSignUp.errors.required.answer',
  number: 'listSignUp.errors.required.answer',
  choice: 'listSignUp.errors.required.choice',
  checkbox: 'listSignUp.errors.required.tick',
};
/** Their values are the question's own rules (`messageValues`). */
export const INVALID = {
  minCharacters: 'listSignUp.errors.invalid.minCharacters',
  maxCharacters: 'listSignUp.errors.invalid.maxCharacters',
  yearNotInRange: 'listSignUp.errors.invalid.yearNotInRange',
  notInRange: 'listSignUp.errors.invalid.notInRange',
  tooSmall: 'listSignUp.errors.invalid.tooSmall',
  tooLarge: 'listSignUp.errors.invalid.tooLarge',
  notANumber: 'listSignUp.errors.invalid.notANumber',
} as const;

/** The server's bounds on an answer whose question sets none. */
const TEXT_MAX = 1000;
const NUMBER_LIMIT = 1_000_000_000;
const WHOLE_NUMBER = /^-?\d{1,10}$/;

export const messageValues = (question: Question) => ({ minLength: question.minLength, maxLength: question.maxLength ?? TEXT_MAX, min: question.min, max: question.max });

function rangeProblem(question: Question): string {
  const { min, max } = question;
  if (min !== undefined && max !== undefined) return question.key === 'year' ? INVALID.yearNotInRange : INVALID.notInRange;
  return min !== undefined ? INVALID.tooSmall : max !== undefined ? INVALID.tooLarge : INVALID.notANumber;
}

/** The first problem of an asked question's answer (a message id), or null: the server's rules. */
export function problemOf(question: Question, value: unknown): string | null {
  const required = (REQUIRED as Record<string, string>)[question.key] ?? REQUIRED_OF_KIND[question.kind];
  if (question.kind === 'checkbox') return question.required && value !== true ? required : null;
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return question.required ? required : null;
  if (question.kind === 'number') {
    const number = WHOLE_NUMBER.test(text) ? Number(text) : Number.NaN;
    return number >= (question.min ?? -NUMBER_LIMIT) && number <= (question.max ?? NUMBER_LIMIT) ? null : rangeProblem(question);
  }
  if (question.kind === 'choice') return question.choices?.some((choice) => choice.value === text) ? null : required;
  if (text.length < (question.minLength ?? 0)) return INVALID.minCharacters;
  return text.length > (question.maxLength ?? TEXT_MAX) ? INVALID.maxCharacters : null;
}

/** The form's values: each question's by its key (text for all but checkboxes), and the two boxes every reward asks. */
export type SignupForm = Record<string, string | boolean>;

const answer = (question: Question) => v.optional(v.union([v.string(), v.boolean()]), question.kind === 'checkbox' ? false : '');
const ticked = (message: string) => v.optional(v.literal(true, message), false as unknown as true);

/**
 * The form's schema for a reward's questions. A question always asked is checked on its own; one
 * asked only for another's answer (showWhen) is checked with the others', even while another field
 * is still wrong (`validateAll`), so every problem shows after one submit.
 */
export function signupSchema(questions: readonly Question[]) {
  const entries = Object.fromEntries(
    questions.map((question) => [
      question.key,
      question.showWhen ? answer(question) : v.pipe(answer(question), v.check((value) => !problemOf(question, value), (issue) => problemOf(question, issue.input) ?? '')),
    ]),
  );
  return v.pipe(
    v.object({ ...entries, legal: ticked(REQUIRED.legal), acceptPolicy: ticked(REQUIRED.acceptPolicy) }),
    v.rawCheck(({ dataset, addIssue }) => {
      const input = dataset.value as Record<string, unknown>;
      for (const question of askedQuestions(questions, input)) {
        const problem = question.showWhen && problemOf(question, input[question.key]);
        if (problem) addIssue({ message: problem, path: [{ type: 'object', origin: 'value', input, key: question.key, value: input[question.key] }] });
      }
    }),
  );
}

/** Spec §5's form, the default questions' schema. */
export const FormParticipationSchema = signupSchema(DEFAULT_QUESTIONS);

/** The answers sent: those of the questions asked, trimmed, numbers as numbers. */
export function answersOf(questions: readonly Question[], values: Readonly<Record<string, unknown>>): Answers {
  const answers: Answers = {};
  for (const question of askedQuestions(questions, values)) {
    const value = values[question.key];
    if (question.kind === 'checkbox') {
      answers[question.key] = value === true;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (text) answers[question.key] = question.kind === 'number' ? Number(text) : text;
  }
  return answers;
}

type Fits = (value: Answers[string]) => boolean;
const isText: Fits = (value) => typeof value === 'string';
const SPEC_FIELDS: Record<string, Fits> = { city: isText, phone: isText, option: (value) => typeof value === 'string' && /^\d{1,9}$/.test(value) };
const OPTION_2_FIELDS: Record<string, Fits> = { name: isText, year: (value) => typeof value === 'number', location: (value) => typeof value === 'boolean' };

/** Moves out of `answers` those of `fields`' keys whose answer has the spec's type. */
function takeFields(answers: Answers, fields: Record<string, Fits>): Answers {
  const taken: Answers = {};
  for (const [key, fits] of Object.entries(fields)) {
    const value = answers[key];
    if (value === undefined || !fits(value)) continue;
    taken[key] = value;
    delete answers[key];
  }
  return taken;
}

/**
 * The request body: the spec's fields (§7) carry the answers to the default questions' keys (option
 * 1 sends no option-2 fields), `answers` the reward's others.
 */
export function formParticipationPayload(values: Readonly<Record<string, unknown>>, rewardId: string, questions: readonly Question[] = DEFAULT_QUESTIONS): FormParticipationPayload {
  const others = answersOf(questions, values);
  const { option, ...spec } = takeFields(others, SPEC_FIELDS) as { city?: string; phone?: string; option?: string };
  const option2 = takeFields(others, OPTION_2_FIELDS);
  return {
    rewardId,
    ...spec,
    ...(option !== undefined && { option: Number(option) }),
    ...(Object.keys(option2).length > 0 && { option2Fields: option2 }),
    ...(Object.keys(others).length > 0 && { answers: others }),
    legal: true,
    acceptPolicy: true,
  };
}

/** Every answer of a sign-up, sent or stored: `answers` and the spec's fields. */
export function sentAnswers(body: {
  city?: string | null;
  phone?: string | null;
  option?: number | null;
  option2Fields?: { name?: string | null; year?: number | null; location?: boolean | null } | null;
  answers?: Answers | null;
}): Answers {
  const answers: Answers = { ...body.answers };
  const spec = { city: body.city, phone: body.phone, option: body.option === null || body.option === undefined ? undefined : String(body.option), ...body.option2Fields };
  for (const [key, value] of Object.entries(spec)) if (value !== null && value !== undefined && !(key in answers)) answers[key] = value;
  return answers;
}
