import { refusal } from '../../../lib/errors';
import type { Page } from '../../../lib/strapi-internals';
import { LIST_PAGE_DEFAULT, LIST_PAGE_MAX } from '../shared/contracts/lists';

const WHOLE = /^\d{1,15}$/;

/** The page a list's request asks for (`?after=&limit=`), bounded; a malformed value is the client's mistake (400). */
export function pageAsked(query: Record<string, unknown>): Page {
  const whole = (name: string, fallback: number, min: number, max: number) => {
    const value = query[name];
    if (value === undefined || value === '') return fallback;
    if (typeof value !== 'string' || !WHOLE.test(value) || Number(value) < min || Number(value) > max) {
      throw refusal(400, 'validation.invalid', `${name}: debe ser un número entero entre ${min} y ${max}`, { errors: [{ path: name, message: `entre ${min} y ${max}` }] });
    }
    return Number(value);
  };
  return { after: whole('after', 0, 0, Number.MAX_SAFE_INTEGER), limit: whole('limit', LIST_PAGE_DEFAULT, 1, LIST_PAGE_MAX) };
}
