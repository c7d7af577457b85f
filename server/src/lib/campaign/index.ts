import type { Core } from '@strapi/strapi';
import { grantCampaignToEditors, registerCampaignActions } from './permissions';
import { mountCampaignRoutes } from './routes';

/** The admin's campaign view: its permissions and routes (register), and the Editor role's grant (bootstrap). */
export async function registerCampaignView(strapi: Core.Strapi) {
  await registerCampaignActions(strapi);
  mountCampaignRoutes(strapi);
}

export { grantCampaignToEditors };
