import type { Core } from '@strapi/strapi';
import type { ApiContext } from './api-context';

export type Action = (ctx: ApiContext) => Promise<unknown>;
export type Controller = Record<string, Action>;
export type ControllerFactory = Controller | ((deps: { strapi: Core.Strapi }) => Controller);

/**
 * Replaces some actions of a plugin's controller, keeping the rest. Plugins define controllers
 * as objects or as factories of { strapi }; `base` is the original, with its own `this`.
 */
export const extendController = (controller: ControllerFactory, changes: (base: Controller) => Controller): ControllerFactory =>
  typeof controller === 'function'
    ? (deps) => {
        const base = controller(deps);
        return { ...base, ...changes(base) };
      }
    : { ...controller, ...changes(controller) };
