import type { Core } from '@strapi/strapi';
import type { ApiContext } from '../../lib/api-context';
import { memberToken } from '../../lib/member-auth/member-token-strategy';
import { memberPictureReader } from '../../lib/strapi-internals';
import { pendingEmailOf } from './services/email-change';

const USER = 'plugin::users-permissions.user';

// The client asks for `populate=all` (spec §7); Strapi only knows `*` and named relations, so
// "all" is the member's own relations that the app shows.
const MEMBER_RELATIONS = { image: true };

type Member = Record<string, unknown> & { id: number; role?: unknown };

type Handler = (ctx: ApiContext) => Promise<unknown>;

/** The app's own request: `populate=all` or no populate, and the locale every API call carries (a member has none). */
const isAppsRequest = (query: Record<string, unknown>) =>
  Object.keys(query).every((key) => key === 'populate' || key === 'locale') && (query.populate === 'all' || query.populate === undefined);

/**
 * GET /users/me. The app's request is answered from the member the request was authenticated with
 * (read whole by the member-token strategy) and their picture (member-picture.ts): two statements
 * with the authentication, where users-permissions reads the member again, then the picture. Any other query
 * takes users-permissions' path. Both are sanitized by the content API as users-permissions does, and
 * carry the pending address of an e-mail change.
 */
export function meController(strapi: Core.Strapi, base: Handler): Handler {
  const pictureOf = memberPictureReader(strapi);
  return async (ctx) => {
    const member = ctx.state.user as Member | undefined;
    const ours = (ctx.state.auth as { strategy?: unknown } | undefined)?.strategy === memberToken;
    if (!member || !ours || !isAppsRequest(ctx.query)) {
      if (ctx.query.populate === 'all' || ctx.query.populate === undefined) ctx.query = { ...ctx.query, populate: MEMBER_RELATIONS };
      await base(ctx);
      const user = ctx.body as (Record<string, unknown> & { id: number }) | undefined;
      if (user?.id && member) ctx.body = { ...user, pendingEmail: pendingEmailOf(member as never) };
      return;
    }
    const { role: _role, ...own } = member;
    const image = await pictureOf(member.id);
    const user = await strapi.contentAPI.sanitize.output({ ...own, image }, strapi.getModel(USER), { auth: ctx.state.auth });
    ctx.body = { ...(user as Record<string, unknown>), pendingEmail: pendingEmailOf(member as never) };
  };
}
