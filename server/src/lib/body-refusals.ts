import { refusal } from './errors';

type ParserError = Error & { status?: number; statusCode?: number; type?: string; code?: unknown; httpCode?: number; errno?: number };

/** Formidable's error codes (formidable 2, src/FormidableError.js) for limits the client went over. */
const FORMIDABLE_TOO_LARGE = new Set([1006, 1007, 1009]);
export const TOO_MANY_FILES = 'chispa.tooManyFiles';

/**
 * What to answer for an error thrown while the request was being read and parsed: always the
 * client's mistake (4xx with a code and a short message that never repeats the input).
 */
export function bodyRefusal(error: unknown) {
  const e = (error instanceof Error ? error : new Error(String(error))) as ParserError;
  if (e.message === TOO_MANY_FILES) return refusal(413, 'payload.tooManyFiles', 'Send one file per request');
  if (typeof e.code === 'number' && FORMIDABLE_TOO_LARGE.has(e.code)) return refusal(413, 'payload.tooLarge', 'The request body is too large');
  if (e.type === 'entity.too.large' || e.status === 413) return refusal(413, 'payload.tooLarge', 'The request body is too large');
  if (e.status === 415 || e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    return refusal(415, 'payload.unsupportedEncoding', 'The request body is in an encoding the server does not accept');
  }
  // zlib's (Z_DATA_ERROR…) and brotli's (ERR__ERROR_FORMAT_…) decoding errors.
  if (typeof e.code === 'string' && /^(Z_|ERR__|ERR_BROTLI)/.test(e.code)) return refusal(400, 'payload.badEncoding', 'The request body does not decode');
  if (e instanceof RangeError && /depth|limit/i.test(e.message)) return refusal(400, 'payload.tooDeep', 'The request body nests too deeply or has too many parts');
  return refusal(400, 'payload.malformed', 'The request body cannot be read');
}
