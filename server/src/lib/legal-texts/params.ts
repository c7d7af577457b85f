import { refusal } from '../errors';
import { isLegalKind, isLegalLocale, type LegalKind, type LegalLocale } from './model';

/** A path's kind: one of the five, else there is no such text (404, as for any unknown address). */
export function kindParam(value: unknown): LegalKind {
  if (!isLegalKind(value)) throw refusal(404, 'legalText.notFound', 'There is no such legal text');
  return value;
}

/** The reader's language: `es` when not given; anything but `es` or `en` is the client's mistake (400 with `code`). */
export function localeParam(value: unknown, code = 'legalText.badLocale'): LegalLocale {
  if (value === undefined || value === '') return 'es';
  if (!isLegalLocale(value)) throw refusal(400, code, 'locale must be es or en', { parameter: 'locale' });
  return value;
}

/** A version's number in a path: a whole number from 1; anything else names no version (404). */
export function versionParam(value: unknown): number {
  if (typeof value !== 'string' || !/^[1-9]\d{0,8}$/.test(value)) throw refusal(404, 'legalText.notFound', 'There is no such version');
  return Number(value);
}
