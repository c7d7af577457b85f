import { yup } from '@strapi/utils';
import { refusal } from './errors';

export { yup };

/** A refusal lists the first few problems only, so that its size never grows with the request's. */
const MAX_LISTED_ERRORS = 10;

/** Strapi's documentId: 24 lowercase letters and digits (cuid2). */
export const documentId = () =>
  yup.string().strict().matches(/^[a-z0-9]{10,40}$/, 'must be a documentId');

/**
 * Checks a request body against a strict schema (no coercion, no unknown keys) and answers 400
 * `validation.invalid` with each field's problem, never letting a malformed body reach a service.
 */
export async function validBody<S extends yup.AnyObjectSchema>(
  schema: S,
  body: unknown,
  code = 'validation.invalid',
): Promise<yup.InferType<S>> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw refusal(400, code, 'The request body must be a JSON object');
  }
  try {
    return await schema.noUnknown(true, 'has unknown field ${unknown}').strict(true).validate(body, { abortEarly: false, stripUnknown: false });
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      const problems = error.inner.length ? error.inner : [error];
      throw refusal(400, code, 'The request is not valid', {
        errors: problems.slice(0, MAX_LISTED_ERRORS).map((e) => ({ path: e.path?.slice(0, 100), message: e.message.slice(0, 200) })),
      });
    }
    throw error;
  }
}

/** The `data` envelope Strapi clients send writes in. */
export function dataOf(body: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body) && 'data' in body) return (body as { data: unknown }).data;
  throw refusal(400, 'validation.invalid', 'The request body must be { "data": { … } }');
}
