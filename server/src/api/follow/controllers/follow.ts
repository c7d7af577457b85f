import { memberOf, type ApiContext } from '../../../lib/api-context';
import { chooseFollowing, followedByMember, followState } from '../../../lib/following/follows';
import { documentId, validBody, yup } from '../../../lib/payload';
import { refusal } from '../../../lib/errors';
import { countedWrite } from '../../../lib/metrics/writes';

const FollowSchema = yup.object({ following: yup.boolean().strict().required() });

/** The project of the path: a documentId, or the client's mistake. */
function projectOf(ctx: ApiContext): string {
  const project = ctx.params.project;
  if (!documentId().isValidSync(project)) throw refusal(400, 'validation.invalid', 'The project must be a documentId');
  return project!;
}

/** What the member follows (lib/following/follows.ts): their own rows only. */
export default {
  /** GET /api/follows: the projects the member follows now, newest first. */
  async list(ctx: ApiContext) {
    ctx.body = { data: await followedByMember(strapi, memberOf(ctx).id) };
  },

  /** GET /api/follows/:project: whether the member follows a published project, and how it began. */
  async findOne(ctx: ApiContext) {
    ctx.body = { data: await followState(strapi, memberOf(ctx).id, projectOf(ctx)) };
  },

  /** PUT /api/follows/:project {following}: the member follows it, or stops (a later vote leaves that as it is). */
  async choose(ctx: ApiContext) {
    // A choice is set, not added: sent again it sets the same, so none is a replay.
    const data = await countedWrite(
      'follow',
      async () => {
        const project = projectOf(ctx);
        const { following } = await validBody(FollowSchema, ctx.request.body);
        return chooseFollowing(strapi, memberOf(ctx).id, project, following);
      },
      () => false,
    );
    ctx.body = { data };
  },
};
