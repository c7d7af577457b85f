import { refusal } from '../errors';
import { NUMBER_LIMIT, TEXT_MAX, type Answer, type Answers, type Question } from './question';

export const REQUIRED = 'listSignUp.errors.required';
export const INVALID = 'listSignUp.errors.invalid';

type Problem = { field: string; code: typeof REQUIRED | typeof INVALID };
const MISSING = Symbol('missing');
const WRONG = Symbol('wrong');

/** Whether a question is asked, given the answers kept so far (the question it depends on comes first). */
export const isAsked = (question: Question, answers: Answers) =>
  !question.showWhen || (question.showWhen.key in answers && String(answers[question.showWhen.key]) === question.showWhen.value);

/**
 * A sign-up's answers checked against its reward's questions (spec §5's rules for the default ones):
 * the answers kept, in the questions' order, trimmed; an answer to a question not asked (its showWhen
 * does not hold) is dropped. Refuses 400 with the spec's codes and the first question's key in
 * `field` (every problem in `errors`): a missing answer, a wrong one, or one to no question at all.
 */
export function checkAnswers(questions: readonly Question[], given: Record<string, unknown>): Answers {
  const problems: Problem[] = Object.keys(given)
    .filter((key) => !questions.some((question) => question.key === key))
    .map((key) => ({ field: key.slice(0, 40), code: INVALID }));
  const answers: Answers = {};
  for (const question of questions) {
    if (!isAsked(question, answers)) continue;
    const answer = read(question, given[question.key]);
    if (answer === WRONG) problems.push({ field: question.key, code: INVALID });
    else if (answer === MISSING || (question.kind === 'checkbox' && question.required && answer !== true)) {
      if (question.required) problems.push({ field: question.key, code: REQUIRED });
    } else answers[question.key] = answer;
  }
  const [first] = problems;
  if (first) {
    const why = first.code === REQUIRED ? 'needs an answer' : 'is not a valid answer';
    throw refusal(400, first.code, `${first.field} ${why}`, { field: first.field, errors: problems.slice(0, 10) });
  }
  return answers;
}

function read(question: Question, value: unknown): Answer | typeof MISSING | typeof WRONG {
  if (question.kind === 'checkbox') return value === undefined || value === null ? false : typeof value === 'boolean' ? value : WRONG;
  if (value === undefined || value === null || value === '') return MISSING;
  switch (question.kind) {
    case 'text':
    case 'phone': {
      if (typeof value !== 'string') return WRONG;
      const text = value.trim();
      if (!text) return MISSING;
      return text.length < (question.minLength ?? 0) || text.length > (question.maxLength ?? TEXT_MAX) ? WRONG : text;
    }
    case 'number': {
      const fits = typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= NUMBER_LIMIT;
      return fits && value >= (question.min ?? -NUMBER_LIMIT) && value <= (question.max ?? NUMBER_LIMIT) ? value : WRONG;
    }
    case 'choice': {
      if (typeof value !== 'string' && typeof value !== 'number') return WRONG;
      const chosen = String(value);
      return question.choices?.some((choice) => choice.value === chosen) ? chosen : WRONG;
    }
  }
}
