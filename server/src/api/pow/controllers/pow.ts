import type { ApiContext } from '../../../lib/api-context';
import { newChallenge } from '../../../lib/eligibility/proof-of-work';

export default {
  /** GET /api/pow-challenge: a fresh proof-of-work challenge for the sign-up and reset forms (lib/eligibility/proof-of-work.ts). */
  async challenge(ctx: ApiContext) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await newChallenge();
  },
};
