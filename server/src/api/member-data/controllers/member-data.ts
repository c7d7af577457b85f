import { memberOf, type ApiContext } from '../../../lib/api-context';
import { memberData } from '../../../lib/member-data/download';
import { deleteAccount } from '../../../lib/member-data/delete-account';
import { refreshCookieName, refreshCookieOptions } from '../../../lib/session-cookies';
import { checkoutProvider } from '../../subscription/services/checkout';

/** The member's own rights over their data (issue 33): their download, and the deletion of their account. */
export default {
  /** GET /api/member-data: everything Chispa keeps about the signed-in member, as a JSON file. */
  async download(ctx: ApiContext) {
    const data = await memberData(strapi, memberOf(ctx).id);
    const day = data.exportedAt.slice(0, 10);
    ctx.set('Content-Disposition', `attachment; filename="chispa-datos-${day}.json"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = data;
  },

  /** POST /api/account-deletion {password}: deletes the signed-in member's account (lib/member-data/delete-account.ts). */
  async deleteAccount(ctx: ApiContext) {
    const body = ctx.request.body as { password?: unknown } | undefined;
    await deleteAccount(strapi, memberOf(ctx).id, body?.password, checkoutProvider);
    // This browser's refresh cookie goes too (the session it named has ended with the others).
    const { maxAge: _lifetime, ...options } = refreshCookieOptions(strapi);
    ctx.cookies.set(refreshCookieName(strapi), '', { ...options, expires: new Date(0) });
    ctx.body = { deleted: true };
  },
};
