import type { Context, Next } from 'koa';
import { BODY_LIMITS } from '../lib/body-limits';
import { refusal } from '../lib/errors';
import { shapeProblem } from '../lib/json-depth';
import { isContentApiPath } from '../lib/normalised-path';
import { BODY_READ } from './body-limits';

/**
 * Runs right after `strapi::body`: a body that nests deeper than the bound, or that names a
 * prototype (`constructor`, `prototype`; the parser already refuses `__proto__`), never reaches a
 * controller, where validation and sanitising walk it recursively (a stack overflow, or error lists
 * that grow with the square of the depth) and merges copy it.
 */
// Strapi's multipart convention: these fields carry JSON as text, which the upload and content
// controllers parse later with nothing around a JSON.parse error.
const JSON_FIELDS = ['fileInfo', 'data'];

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

export default () => async (ctx: Context & { [BODY_READ]?: boolean }, next: Next) => {
  ctx[BODY_READ] = true;
  const api = isContentApiPath(ctx);
  const max = api ? BODY_LIMITS.apiDepth : BODY_LIMITS.otherDepth;
  const body = ctx.is('multipart') ? withJsonFields(ctx.request.body) : ctx.request.body;
  const problem = shapeProblem(body, max);
  if (problem === 'tooDeep') throw refusal(400, 'payload.tooDeep', `The request body nests deeper than ${max} levels`);
  if (problem === 'prototypeKey' && api) throw refusal(400, 'payload.forbiddenKey', 'The request body uses a reserved key');
  await next();
};
