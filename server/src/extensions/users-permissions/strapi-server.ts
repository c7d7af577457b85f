import { randomUUID } from 'node:crypto';
import { extendController as extend, type ControllerFactory } from '../../lib/controller-extension';
import type { ApiContext } from '../../lib/api-context';
import { refusal } from '../../lib/errors';
import { registrationController } from './registration';
import { forgotPasswordController, resetPasswordController } from './passwords';
import { updateProfileController } from './profile';
import { pendingEmailOf } from './services/email-change';
import { confirmEmailChangeController } from './email-change';
import { getService, memberServices } from './services';
import { logoutController } from './logout';
import { withRotationGrace } from './services/rotation-grace';
import { memberRoutes } from '../../lib/member-auth/member-routes';

type Route = { method: string; path: string; handler: string; config?: Record<string, unknown> };
type Plugin = {
  controllers: Record<string, ControllerFactory>;
  services: Record<string, unknown>;
  routes: Record<string, { routes: Route[] }>;
  config: { default?: { sessions?: { cookie?: { name?: string } } } };
};

// The client asks for `populate=all` (spec §7); Strapi only knows `*` and named relations, so
// "all" is the member's own relations that the app shows.
const MEMBER_RELATIONS = { image: true };

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
    async me(ctx: ApiContext) {
      if (ctx.query.populate === 'all' || ctx.query.populate === undefined) ctx.query = { ...ctx.query, populate: MEMBER_RELATIONS };
      await base.me!(ctx);
      const user = ctx.body as (Record<string, unknown> & { id: number }) | undefined;
      // Already sanitized by users-permissions; the pending address comes from the member the
      // request was authenticated with (read whole, private fields included), not from a new read.
      if (user?.id) ctx.body = { ...user, pendingEmail: pendingEmailOf(ctx.state.user as never) };
    },
    update: (ctx: ApiContext) => updateProfileController(strapi)(ctx),
  }));

  plugin.controllers.auth = extend(plugin.controllers.auth!, (base) => ({
    register: registrationController(strapi),
    forgotPassword: forgotPasswordController(strapi),
    resetPassword: resetPasswordController(strapi, base.resetPassword!),
    confirmEmailChange: confirmEmailChangeController(strapi),
    logout: logoutController(strapi),
    /** Each login names its device (kept through token renewals): its logout then ends that device's push subscriptions. */
    async callback(ctx: ApiContext) {
      const body = ctx.request.body as Record<string, unknown> | undefined;
      if (body && typeof body === 'object') body.deviceId = randomUUID();
      return base.callback!(ctx);
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
