import { ChartPie } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { titleColumns } from './campaign/title-columns';

export default {
  config: {
    // Editors work in Spanish; English stays available in each editor's profile.
    locales: ['es'],
  },
  register(app: StrapiApp) {
    app.addMenuLink({
      to: 'campaign',
      icon: ChartPie,
      intlLabel: { id: 'chispa.campaign.menu', defaultMessage: 'Campaña' },
      permissions: [{ action: 'api::campaign.read', subject: null }],
      Component: () => import('./campaign/CampaignPage'),
    });
  },
  bootstrap(app: StrapiApp) {
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', titleColumns);
  },
};
