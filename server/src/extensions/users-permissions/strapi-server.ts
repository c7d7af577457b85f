import { randomUUID } from 'node:crypto';
import { extendController as extend, type ControllerFactory } from '../../lib/controller-extension';
import type { ApiContext } from '../../lib/api-context';
import { refusal } from '../../lib/errors';
import { registrationController } from './registration';
import { forgotPasswordController, resetPasswordController } from './passwords';
import { updateProfileController } from './profile';
import { confirmEmailChangeController } from './email-change';
import { getService, memberServices } from './services';
import { logoutController } from './logout';
import { withRotationGrace } from './services/rotation-grace';
import { memberRoutes } from '../../lib/member-auth/member-routes';
import { meController } from './me';
import { applyGiftsAndTell } from '../../lib/gifts/tell';
import { mailLanguage } from '../../lib/mailer';

type Route = { method: string; path: string; handler: string; config?: Record<string, unknown> };
type Plugin = {
  controllers: Record<string, ControllerFactory>;
  services: Record<string, unknown>;
  routes: Record<string, { routes: Route[] }>;
  config: { default?: { sessions?: { cookie?: { name?: string } } } };
};

/** Strapi's own e-mail confirmation would confirm or re-mail accounts outside Chispa's flow. */
const closed = async () => {
  throw refusal(404, 'route.closed', 'Not found');
};

export default (plugin: Plugin) => {
  Object.assign(plugin.services, memberServices);

  const contentApi = plugin.routes['content-api']!;
  contentApi.routes = [
    // Logout authenticates by the refresh cookie itself (see logout.ts), so the route admits requests
    // without a bearer; the XSRF middleware guards it like the refresh route. The others a member
    // calls with a token (/users/me first) take the member-token strategy first.
    ...memberRoutes(contentApi.routes.map((route) => (route.handler === 'auth.logout' ? { ...route, config: { ...route.config, auth: false as const } } : route))),
    {
      method: 'POST',
      path: '/auth/email-change/confirm',
      handler: 'auth.confirmEmailChange',
      config: { auth: false, prefix: '' }, // throttled per client by global::throttle
    },
  ];

  plugin.controllers.user = extend(plugin.controllers.user!, (base) => ({
    me: meController(strapi, base.me!),
    update: (ctx: ApiContext) => updateProfileController(strapi)(ctx),
  }));

  plugin.controllers.auth = extend(plugin.controllers.auth!, (base) => ({
    register: registrationController(strapi),
    forgotPassword: forgotPasswordController(strapi),
    resetPassword: resetPasswordController(strapi, base.resetPassword!),
    confirmEmailChange: confirmEmailChangeController(strapi),
    logout: logoutController(strapi),
    /**
     * Each login names its device (kept through token renewals): its logout then ends that device's
     * push subscriptions. A gift paid for the member's address that has not reached them yet is
     * applied at sign-in (shared/spec/decisions.md, "A paid gift belongs to its address").
     */
    async callback(ctx: ApiContext) {
      const body = ctx.request.body as Record<string, unknown> | undefined;
      if (body && typeof body === 'object') body.deviceId = randomUUID();
      const answer = await base.callback!(ctx);
      const user = (ctx.body as { user?: { id?: unknown; email?: unknown; firstName?: unknown } } | undefined)?.user;
      if (ctx.status === 200 && typeof user?.id === 'number' && typeof user.email === 'string') {
        const language = mailLanguage(typeof ctx.query.locale === 'string' ? ctx.query.locale : (body?.locale as string | undefined));
        await applyGiftsAndTell(strapi, { id: user.id, email: user.email, firstName: typeof user.firstName === 'string' ? user.firstName : null }, language);
      }
      return answer;
    },
    emailConfirmation: closed,
    sendEmailConfirmation: closed,
    async refresh(ctx: ApiContext) {
      const cookie = strapi.config.get<string>('plugin::users-permissions.sessions.cookie.name', 'strapi_up_refresh');
      const body = ctx.request.body as { refreshToken?: unknown } | undefined;
      const presented = ctx.cookies.get(cookie) ?? body?.refreshToken;
      await getService(strapi, 'sessions').refuseBlocked(presented);
      return withRotationGrace(strapi, presented, () => base.refresh!(ctx));
    },
  }));
  return plugin;
};
