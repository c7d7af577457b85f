import type { Core } from '@strapi/strapi';
import { refusal } from './errors';
import { documentId, validBody, yup } from './payload';

/** Project statuses in which a reward can be entered (decisions.md). */
export const PARTICIPATION_STATUSES = ['published', 'inprogress', 'ongoing'];

export type OpenReward = {
  documentId: string;
  cost: number;
  start_date: string;
  end_date: string;
  project: { documentId: string; currentstatus: string; project_type: string } | null;
};

/**
 * The reward a member wants to enter, with every rule that does not depend on their balance:
 * it exists, its project has a valid status, now is inside its dates, and (unless told otherwise)
 * the member voted on the project.
 */
export async function enterableReward(
  strapi: Core.Strapi,
  userId: number,
  rewardDocumentId: string,
  { requireVote = true, now = Date.now() } = {},
) {
  const reward = (await strapi.documents('api::reward.reward').findOne({
    documentId: rewardDocumentId,
    status: 'published',
    fields: ['cost', 'start_date', 'end_date'],
    populate: { project: { fields: ['currentstatus', 'project_type'] } },
  })) as unknown as OpenReward | null;
  if (!reward || !reward.project) throw refusal(404, 'reward.notFound', 'There is no such reward');

  if (!PARTICIPATION_STATUSES.includes(reward.project.currentstatus)) {
    throw refusal(409, 'rewardParticipation.errors.notValidProjectStatus', 'This project does not accept participations now');
  }
  if (now < Date.parse(reward.start_date) || now > Date.parse(reward.end_date)) {
    throw refusal(409, 'rewardParticipation.errors.notValidDateToParticipate', 'This reward is not open now');
  }
  if (!requireVote) return reward;
  const voted = await strapi.db
    .query('api::user-project-support.user-project-support')
    .findOne({ where: { voteKey: `${userId}:${reward.project.documentId}` }, select: ['id'] });
  if (!voted) throw refusal(409, 'rewardParticipation.errors.notVotedToParticipate', 'Vote on the project first');
  return reward;
}

const ForRewardQuery = yup.object({ documentId: documentId().required(), locale: yup.string().strict().max(10) });

type ListOwn = { listOwn(userId: number, rewardDocumentId: string): Promise<unknown[]> };

/** GET …?documentId={reward}: the member's own entries for one reward, as `{ data, meta }`. */
export async function listOwnForReward(strapi: Core.Strapi, uid: 'api::participation.participation' | 'api::form-participation.form-participation', ctx: any) {
  const { documentId: reward } = await validBody(ForRewardQuery, ctx.query);
  const data = await (strapi.service(uid) as unknown as ListOwn).listOwn(ctx.state.user.id, reward);
  ctx.body = { data, meta: { pagination: { total: data.length } } };
}
