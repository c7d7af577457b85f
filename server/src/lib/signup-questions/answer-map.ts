import { KEY_PATTERN, MAX_QUESTIONS } from './question';

/** A body's `answers`: at most one per question a reward can have, each text, a number or true/false. */
export function isAnswerMap(value: unknown): value is Record<string, string | number | boolean | null> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= MAX_QUESTIONS &&
    entries.every(([key, answer]) => KEY_PATTERN.test(key) && (answer === null || ['string', 'number', 'boolean'].includes(typeof answer)))
  );
}
