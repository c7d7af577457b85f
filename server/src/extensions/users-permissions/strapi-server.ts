import type { Core } from '@strapi/strapi';
import { registrationController } from './registration';
import { forgotPasswordController, resetPasswordController } from './passwords';
import { updateProfileController } from './profile';

type Action = (ctx: any) => Promise<unknown>;
type Controller = Record<string, Action>;
type ControllerFactory = Controller | ((deps: { strapi: Core.Strapi }) => Controller);
type Plugin = { controllers: Record<string, ControllerFactory> };

// Some of the plugin's controllers are objects, others factories of { strapi }.
const extend = (controller: ControllerFactory, changes: (base: Controller) => Controller): ControllerFactory =>
  typeof controller === 'function'
    ? (deps) => {
        const base = controller(deps);
        return { ...base, ...changes(base) };
      }
    : { ...controller, ...changes(controller) };

// The client asks for `populate=all` (spec §7); Strapi only knows `*` and named relations, so
// "all" is the member's own relations that the app shows.
const MEMBER_RELATIONS = { image: true };

export default (plugin: Plugin) => {
  plugin.controllers.user = extend(plugin.controllers.user!, (base) => ({
    async me(ctx) {
      if (ctx.query.populate === 'all' || ctx.query.populate === undefined) ctx.query = { ...ctx.query, populate: MEMBER_RELATIONS };
      return base.me!(ctx);
    },
    update: (ctx) => updateProfileController(strapi)(ctx),
  }));

  plugin.controllers.auth = extend(plugin.controllers.auth!, (base) => ({
    register: registrationController(strapi),
    forgotPassword: forgotPasswordController(strapi),
    resetPassword: resetPasswordController(strapi, base.resetPassword!),
  }));
  return plugin;
};
