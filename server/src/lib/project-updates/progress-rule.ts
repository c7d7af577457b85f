import type { Core } from '@strapi/strapi';
import { refusal } from '../errors';
import { UPDATE_UID } from './model';

/** Whether `value` is an update's progress as an editor may give it: none, or a whole percentage. */
export function validProgress(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 && number <= 100;
}

/**
 * An update's progress is a whole percentage, 0 to 100, on every write (the admin panel's included),
 * refused with a code the client translates rather than Strapi's own untranslated validation message.
 */
export function keepProgressInRange(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UPDATE_UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const data = (context.params as { data?: Record<string, unknown> } | undefined)?.data;
    if (data && !validProgress(data.progress)) {
      throw refusal(
        400,
        'projectUpdate.progressOutOfRange',
        'El avance de una actualización es un número entero de 0 a 100. An update’s progress is a whole number from 0 to 100.',
        { field: 'progress' },
      );
    }
    return next();
  });
}
