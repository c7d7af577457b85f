import { memberOf, type ApiContext } from '../../../lib/api-context';
import { refusal } from '../../../lib/errors';
import { appLink } from '../../../lib/mailer';
import { parseSettings, readSettings, saveSettings, turnMailOff } from '../../../lib/member-mail/settings';
import { readUnsubscribeToken, unsubscribePaths } from '../../../lib/member-mail/unsubscribe-token';

/** A member's notification settings (mail per topic, and how often), and the mails' one-click unsubscribe. */
export default {
  /** GET /api/notification-settings: the signed-in member's own choices (all mail off until they choose). */
  async find(ctx: ApiContext) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await readSettings(strapi, memberOf(ctx).id) };
  },

  /** PUT /api/notification-settings { mail: { updates, results, draws }, digest }: saved in the app's language (?locale), the mails'. */
  async update(ctx: ApiContext) {
    const settings = parseSettings(ctx.request.body);
    if (!settings) throw refusal(400, 'notificationSettings.invalid', 'Send { mail: { updates, results, draws } as booleans, digest: immediate, daily or weekly }');
    ctx.body = { data: await saveSettings(strapi, memberOf(ctx).id, settings, ctx.query.locale) };
  },

  /**
   * POST /api/mail/unsubscribe?token=… with `List-Unsubscribe=One-Click` (RFC 8058; the app's page sends
   * it as JSON): every mail topic off. Idempotent; a token that is not ours, or no longer current, is
   * refused the same way whether its account exists or not.
   */
  async unsubscribe(ctx: ApiContext) {
    const body = ctx.request.body as Record<string, unknown> | undefined;
    if (body?.['List-Unsubscribe'] !== 'One-Click') throw refusal(400, 'unsubscribe.invalid', 'Send List-Unsubscribe=One-Click');
    const carried = readUnsubscribeToken(ctx.query.token);
    if (!carried || !(await turnMailOff(strapi, carried.userId, carried.nonce))) throw refusal(400, 'unsubscribe.invalidLink', 'This unsubscribe link is not valid (any more)');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { unsubscribed: true } };
  },

  /** GET /api/mail/unsubscribe?token=…: to the app's page, which asks before it unsubscribes. */
  async unsubscribePage(ctx: ApiContext) {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(appLink(unsubscribePaths(token).page));
  },
};
