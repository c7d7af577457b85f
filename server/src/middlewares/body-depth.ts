import type { Context, Next } from 'koa';
import { BODY_LIMITS } from '../lib/body-limits';
import { refusal } from '../lib/errors';
import { nestedDeeperThan } from '../lib/json-depth';
import { normalisedPath } from '../lib/normalised-path';
import { BODY_READ } from './body-limits';

/**
 * Runs right after `strapi::body`: a body that nests deeper than the bound never reaches a
 * controller, where validation and sanitising walk it recursively (a stack overflow, or error lists
 * that grow with the square of the depth).
 */
export default () => async (ctx: Context & { [BODY_READ]?: boolean }, next: Next) => {
  ctx[BODY_READ] = true;
  const max = normalisedPath(ctx).startsWith('/api/') ? BODY_LIMITS.apiDepth : BODY_LIMITS.otherDepth;
  if (nestedDeeperThan(ctx.request.body, max)) {
    throw refusal(400, 'payload.tooDeep', `The request body nests deeper than ${max} levels`);
  }
  await next();
};
