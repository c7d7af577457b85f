import { extendController, type ControllerFactory } from '../../lib/controller-extension';
import { memberUploadAction } from './member-uploads';

type Plugin = { controllers: Record<string, ControllerFactory> };

export default (plugin: Plugin) => {
  plugin.controllers['content-api'] = extendController(plugin.controllers['content-api']!, (base) => ({
    upload: memberUploadAction(strapi, (ctx) => base.upload!.call(base, ctx)),
  }));
  return plugin;
};
