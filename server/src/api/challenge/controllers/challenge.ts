import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { documentId, validBody, yup } from '../../../lib/payload';
import { refusal } from '../../../lib/errors';
import { memberOf } from '../../../lib/api-context';
import { challengeProgress } from '../progress';

const ShareSchema = yup.object({ documentId: documentId().required() });

type Shared = 'api::project.project' | 'api::news.news-post';

export default factories.createCoreController('api::challenge.challenge', ({ strapi }) => {
  /** Records a share of a published project or news post and pays its challenge once per item. */
  async function share(ctx: Context, uid: Shared, kind: 'shareProject' | 'sharePost') {
    const { documentId: shared } = await validBody(ShareSchema, ctx.request.body);
    const exists = await strapi.documents(uid).findOne({ documentId: shared, status: 'published', fields: ['id'] as never });
    if (!exists) throw refusal(404, kind === 'shareProject' ? 'project.notFound' : 'news.notFound', 'Nothing to share there');
    const userId = memberOf(ctx).id;
    // The award's event key is unique in the database: a share paid twice is never written twice.
    const awarded = await strapi.service('api::challenge.awards').award(userId, kind, shared);
    ctx.body = { data: { documentId: shared, awarded } };
  }

  return {
    shareProject: (ctx: Context) => share(ctx, 'api::project.project', 'shareProject'),
    sharePost: (ctx: Context) => share(ctx, 'api::news.news-post', 'sharePost'),
    /** The signed-in member's progress: how many times each kind of challenge has paid them. */
    async progress(ctx: Context) {
      ctx.body = { data: await challengeProgress(strapi, memberOf(ctx).id) };
    },
  };
});
