import { factories } from '@strapi/strapi';
import { rewardQuestions } from '../../../lib/signup-questions/reward-questions';

type Answer = { data?: { documentId?: string } & Record<string, unknown> };

export default factories.createCoreController('api::reward.reward', ({ strapi }) => ({
  /** The reward with the questions of its sign-up form (the default ones when its editor wrote none), in both languages. */
  async findOne(ctx) {
    const answer = (await super.findOne(ctx)) as Answer | undefined;
    if (answer?.data?.documentId) answer.data.signupQuestions = await rewardQuestions(strapi, answer.data.documentId);
    return answer;
  },
}));
