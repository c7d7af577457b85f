import type { Context, Next } from 'koa';
import { BODY_LIMITS } from '../lib/body-limits';
import { refusal } from '../lib/errors';
import { shapeProblem } from '../lib/json-depth';
import { isContentApiPath, normalisedPath } from '../lib/normalised-path';
import { BODY_READ } from './body-limits';

/**
 * Runs right after `strapi::body`: a body that nests deeper than the bound, or that names a
 * prototype (`constructor`, `prototype`; the parser already refuses `__proto__`), never reaches a
 * controller, where validation and sanitising walk it recursively (a stack overflow, or error lists
 * that grow with the square of the depth) and merges copy it. Text the database cannot store (NUL)
 * is refused here too, in the body, the query and the path, for members and editors alike: on
 * PostgreSQL it would reach the database and answer 500.
 */
// Strapi's multipart convention: these fields carry JSON as text, which the upload and content
// controllers parse later with nothing around a JSON.parse error.
const JSON_FIELDS = ['fileInfo', 'data'];

/**
 * Bodies checked by their signature, not by us: a payment provider's event is acknowledged or
 * retried as a whole, and none of its text is stored (lib/subscription's lifecycle reads ids).
 */
const SIGNED_BODIES = new Set(['/api/payments/stripe/webhook']);

/** A multipart body with its JSON fields parsed, so that they get the same checks as a JSON body. */
function withJsonFields(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const fields = body as Record<string, unknown>;
  const parsed: Record<string, unknown> = {};
  for (const name of JSON_FIELDS) {
    const value = fields[name];
    for (const text of Array.isArray(value) ? value : [value]) {
      if (typeof text !== 'string') continue;
      try {
        parsed[name] = JSON.parse(text);
      } catch {
        throw refusal(400, 'payload.malformed', `The ${name} field is not JSON`);
      }
    }
  }
  return { ...fields, ...parsed };
}

const unstorable = () => refusal(400, 'validation.invalid', 'Text cannot hold the NUL character');

export default () => async (ctx: Context & { [BODY_READ]?: boolean }, next: Next) => {
  ctx[BODY_READ] = true;
  const api = isContentApiPath(ctx);
  const path = normalisedPath(ctx);
  if (path.includes('\u0000') || shapeProblem(ctx.query, BODY_LIMITS.otherDepth, { prototypeKeys: false }) === 'unstorableText') throw unstorable();
  const max = api ? BODY_LIMITS.apiDepth : BODY_LIMITS.otherDepth;
  const body = ctx.is('multipart') ? withJsonFields(ctx.request.body) : ctx.request.body;
  const problem = shapeProblem(body, max, { prototypeKeys: api, text: !SIGNED_BODIES.has(path) });
  if (problem === 'tooDeep') throw refusal(400, 'payload.tooDeep', `The request body nests deeper than ${max} levels`);
  if (problem === 'prototypeKey') throw refusal(400, 'payload.forbiddenKey', 'The request body uses a reserved key');
  if (problem === 'unstorableText') throw unstorable();
  await next();
};
