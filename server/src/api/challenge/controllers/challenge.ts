import { factories } from '@strapi/strapi';
import { documentId, validBody, yup } from '../../../lib/payload';
import { refusal } from '../../../lib/errors';
import { challengeProgress } from '../progress';

const ShareSchema = yup.object({ documentId: documentId().required() });

type Shared = 'api::project.project' | 'api::news.news-post';

export default factories.createCoreController('api::challenge.challenge', ({ strapi }) => {
  /** Records a share of a published project or news post and pays its challenge once per item. */
  async function share(ctx: any, uid: Shared, kind: 'shareProject' | 'sharePost') {
    const { documentId: shared } = await validBody(ShareSchema, ctx.request.body);
    const exists = await strapi.documents(uid).findOne({ documentId: shared, status: 'published', fields: ['id'] as never });
    if (!exists) throw refusal(404, kind === 'shareProject' ? 'project.notFound' : 'news.notFound', 'Nothing to share there');
    const userId: number = ctx.state.user.id;
    // The award's event key is unique in the database: a share paid twice is never written twice.
    const awarded = await strapi.service('api::challenge.awards').award(userId, kind, shared);
    ctx.body = { data: { documentId: shared, awarded } };
  }

  return {
    shareProject: (ctx: any) => share(ctx, 'api::project.project', 'shareProject'),
    sharePost: (ctx: any) => share(ctx, 'api::news.news-post', 'sharePost'),
    /** The signed-in member's progress: how many times each kind of challenge has paid them. */
    async progress(ctx: any) {
      ctx.body = { data: await challengeProgress(strapi, ctx.state.user.id) };
    },
  };
});
