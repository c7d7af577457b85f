import * as v from 'valibot';
import type { Language } from '../../lib/i18n';

/** A question of a reward's sign-up form, as the server sends it with the reward (server/src/lib/signup-questions). */
export const QuestionSchema = v.object({
  key: v.string(),
  label: v.string(),
  labelEn: v.optional(v.string()),
  kind: v.picklist(['text', 'phone', 'number', 'choice', 'checkbox']),
  required: v.boolean(),
  minLength: v.optional(v.number()),
  maxLength: v.optional(v.number()),
  min: v.optional(v.number()),
  max: v.optional(v.number()),
  choices: v.optional(v.array(v.object({ value: v.string(), label: v.string(), labelEn: v.optional(v.string()) }))),
  showWhen: v.optional(v.object({ key: v.string(), value: v.string() })),
});

export type Question = v.InferOutput<typeof QuestionSchema>;
export type Answers = Record<string, string | number | boolean>;

/**
 * Spec §5's questions, the server's default set: asked when a reward comes without its own (a copy
 * of it cached before rewards carried questions). signup-server-agreement.test.ts compares the two.
 */
export const DEFAULT_QUESTIONS: Question[] = [
  { key: 'city', label: 'Ciudad', labelEn: 'City', kind: 'text', required: true, maxLength: 225 },
  { key: 'phone', label: 'Teléfono', labelEn: 'Phone', kind: 'phone', required: true, minLength: 8, maxLength: 40 },
  {
    key: 'option',
    label: '¿Cómo quieres participar?',
    labelEn: 'How would you like to take part?',
    kind: 'choice',
    required: true,
    choices: [
      { value: '1', label: 'Opción 1: vengo por mi cuenta', labelEn: 'Option 1: I will come on my own' },
      { value: '2', label: 'Opción 2: vengo con un grupo', labelEn: 'Option 2: I will come with a group' },
    ],
  },
  { key: 'name', label: 'Nombre del grupo o de la persona responsable', labelEn: 'Name of the group or of the person in charge', kind: 'text', required: true, maxLength: 225, showWhen: { key: 'option', value: '2' } },
  { key: 'year', label: 'Año de fundación del grupo (2017–2022)', labelEn: 'Year the group was founded (2017–2022)', kind: 'number', required: true, min: 2017, max: 2022, showWhen: { key: 'option', value: '2' } },
  { key: 'location', label: 'Confirmo que podemos desplazarnos al lugar', labelEn: 'I confirm we can get to the place', kind: 'checkbox', required: true, showWhen: { key: 'option', value: '2' } },
];

/** A text in the member's language: English where the editor wrote it, Spanish otherwise (ca and fr read es). */
export const inLanguage = (text: { label: string; labelEn?: string }, language: Language) => (language === 'en' && text.labelEn ? text.labelEn : text.label);

/** Whether a question is asked, given the answers before it: the server's rule (a hidden answer is dropped). */
export const isAsked = (question: Question, answers: Readonly<Record<string, unknown>>) =>
  !question.showWhen || String(answers[question.showWhen.key] ?? '') === question.showWhen.value;

/** The questions asked, in order, for the answers given. */
export function askedQuestions(questions: readonly Question[], answers: Readonly<Record<string, unknown>>): Question[] {
  const asked: Question[] = [];
  const kept: Record<string, unknown> = {};
  for (const question of questions) {
    if (!isAsked(question, kept)) continue;
    asked.push(question);
    kept[question.key] = answers[question.key];
  }
  return asked;
}
