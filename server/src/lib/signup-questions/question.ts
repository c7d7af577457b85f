/** The kinds of question an editor can ask in a reward's sign-up form. */
export const KINDS = ['text', 'phone', 'number', 'choice', 'checkbox'] as const;
export type Kind = (typeof KINDS)[number];

export const KEY_PATTERN = /^[a-z][a-zA-Z0-9]{0,39}$/;

/** The body's own fields: a question with one of these keys could not be told apart from them. */
export const RESERVED_KEYS = new Set([
  'rewardId',
  'locale',
  'answers',
  'option2Fields',
  'legal',
  'acceptPolicy',
  // Names every object already has: an answer under one would read the prototype's.
  ...Object.getOwnPropertyNames(Object.prototype),
]);

/** Bounds of every answer, whatever the editor wrote: they keep a sign-up's row and JSON small. */
export const TEXT_MAX = 1000;
export const NUMBER_LIMIT = 1_000_000_000;
export const MAX_QUESTIONS = 30;

/** A question as the admin stores it (the `signup.question` component). */
export type StoredQuestion = {
  key?: string | null;
  label?: string | null;
  labelEn?: string | null;
  kind?: string | null;
  required?: boolean | null;
  minLength?: number | null;
  maxLength?: number | null;
  min?: number | null;
  max?: number | null;
  choices?: string | null;
  showWhen?: string | null;
};

export type Choice = { value: string; label: string; labelEn?: string };

/** A question as the server checks it and the app renders it (public: nothing else is stored). */
export type Question = {
  key: string;
  label: string;
  labelEn?: string;
  kind: Kind;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  choices?: Choice[];
  showWhen?: { key: string; value: string };
};

export type Answer = string | number | boolean;
export type Answers = Record<string, Answer>;
