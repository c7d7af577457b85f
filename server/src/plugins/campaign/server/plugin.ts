import type { Core } from '@strapi/strapi';
import { registerCampaignActions } from './permissions';
import { mountCampaignRoutes } from './routes';

/**
 * The campaign view's server half, as Strapi loads the plugin (../strapi-server.js): its admin
 * permissions, registered before the admin's bootstrap (which drops unknown ones), and its routes
 * under /campaign for the signed-in editors holding them.
 */
export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    await registerCampaignActions(strapi);
    mountCampaignRoutes(strapi);
  },
};
