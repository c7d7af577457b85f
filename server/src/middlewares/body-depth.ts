import type { Context, Next } from 'koa';
import { BODY_LIMITS } from '../lib/body-limits';
import { refusal } from '../lib/errors';
import { shapeProblem } from '../lib/json-depth';
import { normalisedPath } from '../lib/normalised-path';
import { BODY_READ } from './body-limits';

/**
 * Runs right after `strapi::body`: a body that nests deeper than the bound, or that names a
 * prototype (`constructor`, `prototype`; the parser already refuses `__proto__`), never reaches a
 * controller, where validation and sanitising walk it recursively (a stack overflow, or error lists
 * that grow with the square of the depth) and merges copy it.
 */
export default () => async (ctx: Context & { [BODY_READ]?: boolean }, next: Next) => {
  ctx[BODY_READ] = true;
  const api = normalisedPath(ctx).startsWith('/api/');
  const max = api ? BODY_LIMITS.apiDepth : BODY_LIMITS.otherDepth;
  const problem = shapeProblem(ctx.request.body, max);
  if (problem === 'tooDeep') throw refusal(400, 'payload.tooDeep', `The request body nests deeper than ${max} levels`);
  if (problem === 'prototypeKey' && api) throw refusal(400, 'payload.forbiddenKey', 'The request body uses a reserved key');
  await next();
};
