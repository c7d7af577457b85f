import type { Context, Next } from 'koa';
import { BODY_LIMITS, DECODABLE_ENCODINGS } from '../lib/body-limits';
import { bodyRefusal } from '../lib/body-refusals';
import { refusal } from '../lib/errors';
import { isContentApiPath, normalisedPath } from '../lib/normalised-path';
import { MAX_CENSUS_BYTES } from '../lib/eligibility/census/upload';

/** The census upload: a city's file, streamed as bytes to its route, which reads it as it arrives (the body parser leaves such a body alone). */
const isCensusUpload = (ctx: Context) => ctx.method === 'POST' && normalisedPath(ctx) === '/campaign/census' && ctx.is('application/octet-stream') !== false;

/** Set by `body-depth`, right after `strapi::body`: from there on, errors are not the parser's. */
export const BODY_READ = Symbol('chispa.bodyRead');
type WithBodyRead = Context & { [BODY_READ]?: boolean };

/**
 * What a content-API write may be sent as: JSON, which another site can only send after a CORS
 * preflight that it fails, so no cross-site form can log a member in or act for them; a multipart
 * picture to the upload route (it needs a bearer token anyway); the development checkout page's
 * own form posts (`/api/checkout/local/…`); and mail clients' one-click unsubscribe, which RFC 8058
 * sends as a form (`/api/mail/unsubscribe`: no login rides on it, its token is the only proof).
 */
function acceptedType(ctx: Context): boolean {
  const path = normalisedPath(ctx);
  if (ctx.is('json')) return true;
  if (path === '/api/upload') return ctx.is('multipart') !== false;
  if (path === '/api/mail/unsubscribe') return ctx.is('urlencoded', 'multipart') !== false;
  return path.startsWith('/api/checkout/local/') && ctx.is('urlencoded') !== false;
}

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
    if (isContentApiPath(ctx) && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method) && !acceptedType(ctx)) {
      throw refusal(415, 'payload.unsupportedType', 'Send the request body as JSON');
    }
    const max = isCensusUpload(ctx) ? MAX_CENSUS_BYTES : multipart ? BODY_LIMITS.fileBytes + BODY_LIMITS.multipartOverheadBytes : BODY_LIMITS.textBytes;
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
