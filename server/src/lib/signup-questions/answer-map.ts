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

/**
 * A sign-up row's stored `answers` as either engine reads them (PostgreSQL parses JSON, SQLite
 * answers text); null when there are none or the stored value is not an answer map.
 */
export function storedAnswerMap(value: unknown): Record<string, string | number | boolean | null> | null {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return isAnswerMap(parsed) ? parsed : null;
}
