import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { memberOf } from './api-context';
import { refusal } from './errors';
import { documentId, validBody, yup } from './payload';
import { memoUntilPublicWrite } from './public-memo';

/** Project statuses in which a reward can be entered (shared/spec/decisions.md). */
export const PARTICIPATION_STATUSES = ['published', 'inprogress', 'ongoing'];

export type OpenReward = {
  documentId: string;
  cost: number;
  start_date: string;
  end_date: string;
  /** Who may enter its draw with DIDs, and who may sign up to it (lib/eligibility/requirements.ts). */
  entryRequirement?: string | null;
  signupRequirement?: string | null;
  project: { documentId: string; currentstatus: string; project_type: string } | null;
};

/** Published rewards with their project's status, kept until editors write public content. */
const cachedRewards = new WeakMap<Core.Strapi, (documentId: string) => Promise<OpenReward | null>>();
const rewardOf = (strapi: Core.Strapi, documentId: string) => {
  let read = cachedRewards.get(strapi);
  if (!read) {
    read = memoUntilPublicWrite(
      async (id) =>
        (await strapi.documents('api::reward.reward').findOne({
          documentId: id,
          status: 'published',
          fields: ['cost', 'start_date', 'end_date', 'entryRequirement', 'signupRequirement'],
          populate: { project: { fields: ['currentstatus', 'project_type'] } },
        })) as OpenReward | null,
    );
    cachedRewards.set(strapi, read);
  }
  return read(documentId);
};

/**
 * The reward a member wants to enter, with every rule that depends on neither the member nor their
 * balance: it exists, its project has a valid status, and now is inside its dates.
 */
export async function openReward(strapi: Core.Strapi, rewardDocumentId: string, now = Date.now()) {
  const reward = await rewardOf(strapi, rewardDocumentId);
  if (!reward || !reward.project) throw refusal(404, 'reward.notFound', 'There is no such reward');

  if (!PARTICIPATION_STATUSES.includes(reward.project.currentstatus)) {
    throw refusal(409, 'rewardParticipation.errors.notValidProjectStatus', 'This project does not accept participations now');
  }
  if (now < Date.parse(reward.start_date) || now > Date.parse(reward.end_date)) {
    throw refusal(409, 'rewardParticipation.errors.notValidDateToParticipate', 'This reward is not open now');
  }
  return reward;
}

/** Refuses a draw entry by a member who has not voted on the reward's project. */
export const notVoted = () => refusal(409, 'rewardParticipation.errors.notVotedToParticipate', 'Vote on the project first');

const ForRewardQuery = yup.object({ documentId: documentId().required(), locale: yup.string().strict().max(10) });

type ListOwn = { listOwn(userId: number, rewardDocumentId: string): Promise<unknown[]> };

/** GET …?documentId={reward}: the member's own entries for one reward, as `{ data, meta }`. */
export async function listOwnForReward(strapi: Core.Strapi, uid: 'api::participation.participation' | 'api::form-participation.form-participation', ctx: Context) {
  const { documentId: reward } = await validBody(ForRewardQuery, ctx.query);
  const data = await (strapi.service(uid) as ListOwn).listOwn(memberOf(ctx).id, reward);
  ctx.body = { data, meta: { pagination: { total: data.length } } };
}
