import type { Core } from '@strapi/strapi';
import { refusal } from '../errors';
import { DEFAULT_QUESTIONS } from './default-questions';
import { parseQuestions } from './parse';
import type { StoredQuestion } from './question';

const UID = 'api::reward.reward';
const WRITES = new Set(['create', 'update', 'clone']);
const LISTED = 5;

type Params = { data?: Record<string, unknown> & { signupQuestions?: unknown } };

/**
 * A reward's sign-up questions are checked where editors write them: a save with a repeated key or a
 * rule the form could not ask (a range on a text, a choice without choices, a showWhen naming no
 * earlier question…) is refused with every problem in Spanish, so a form that members cannot fill is
 * never published. A new reward starts with the default questions, for editors to change rather
 * than to type again.
 */
export function keepSignupQuestionsValid(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || !WRITES.has(context.action)) return next();
    const params = (context.params ?? {}) as Params;
    const questions = params.data?.signupQuestions;
    if (context.action === 'create' && (!Array.isArray(questions) || questions.length === 0)) {
      const data = { ...params.data, signupQuestions: DEFAULT_QUESTIONS.map((question) => ({ ...question })) };
      context.params = { ...params, data } as typeof context.params;
      return next();
    }
    if (Array.isArray(questions)) {
      const { problems } = parseQuestions(questions as StoredQuestion[]);
      if (problems.length) {
        const more = problems.length > LISTED ? ` Y ${problems.length - LISTED} más.` : '';
        throw refusal(400, 'signupQuestions.invalid', `Las preguntas de la inscripción no se pueden guardar así. ${problems.slice(0, LISTED).join(' ')}${more}`, {
          problems: problems.slice(0, 10),
        });
      }
    }
    return next();
  });
}
