import type { ApiContext } from '../../../lib/api-context';
import { operatorIdentity } from '../../../lib/operator/identity';

/** Read once: the identity is the environment's, which does not change while the server runs. */
let answer: string | undefined;

export default {
  find(ctx: ApiContext) {
    answer ??= JSON.stringify({ data: operatorIdentity() });
    ctx.type = 'application/json';
    ctx.body = answer;
  },
};
