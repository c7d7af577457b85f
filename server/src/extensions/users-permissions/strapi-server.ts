import { extendController as extend, type ControllerFactory } from '../../lib/controller-extension';
import { registrationController } from './registration';
import { forgotPasswordController, resetPasswordController } from './passwords';
import { updateProfileController } from './profile';

type Plugin = { controllers: Record<string, ControllerFactory> };

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
