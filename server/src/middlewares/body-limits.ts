import type { Context, Next } from 'koa';
import { BODY_LIMITS, DECODABLE_ENCODINGS } from '../lib/body-limits';
import { bodyRefusal } from '../lib/body-refusals';
import { refusal } from '../lib/errors';
import { isContentApiPath } from '../lib/normalised-path';

/** Set by `body-depth`, right after `strapi::body`: from there on, errors are not the parser's. */
export const BODY_READ = Symbol('chispa.bodyRead');
type WithBodyRead = Context & { [BODY_READ]?: boolean };

const PARSED_TYPES = ['json', 'urlencoded', 'text', 'multipart'];

function declaredLength(ctx: Context): number | null {
  const header = ctx.get('Content-Length');
  return header && /^\d+$/.test(header) ? Number(header) : null;
}

/**
 * Runs before `strapi::body`: refuses, before a byte is read, a query string the parser cannot
 * take, a body in an encoding or a type the server does not read, or one longer than the limits;
 * then turns whatever the body parser throws (bad JSON, garbage gzip, a second file, a field too
 * large) into a 4xx with a code instead of a 500.
 */
export default () => async (ctx: WithBodyRead, next: Next) => {
  try {
    void ctx.query; // parsed here, with config/middlewares.ts' limits, so that its errors are the client's
  } catch {
    throw refusal(400, 'query.invalid', 'The query string nests too deeply or has too many parts');
  }

  const length = declaredLength(ctx);
  const hasBody = (length !== null && length > 0) || ctx.get('Transfer-Encoding') !== '';
  if (hasBody) {
    const encoding = (ctx.get('Content-Encoding') || 'identity').trim().toLowerCase();
    const multipart = ctx.is('multipart') !== false;
    if (!DECODABLE_ENCODINGS.has(encoding) || (multipart && encoding !== 'identity')) {
      throw refusal(415, 'payload.unsupportedEncoding', 'The request body is in an encoding the server does not accept');
    }
    if (ctx.is(PARSED_TYPES) === false && isContentApiPath(ctx) && ['POST', 'PUT', 'PATCH'].includes(ctx.method)) {
      throw refusal(415, 'payload.unsupportedType', 'Send JSON, a form or a multipart upload');
    }
    const max = multipart ? BODY_LIMITS.fileBytes + BODY_LIMITS.multipartOverheadBytes : BODY_LIMITS.textBytes;
    // Refused unread: Node reads the rest and drops it, so the client (or our proxy) still gets the answer.
    if (length !== null && length > max && encoding === 'identity') {
      throw refusal(413, 'payload.tooLarge', 'The request body is too large');
    }
  }

  try {
    await next();
  } catch (error) {
    if (ctx[BODY_READ]) throw error;
    throw bodyRefusal(error);
  }
};
