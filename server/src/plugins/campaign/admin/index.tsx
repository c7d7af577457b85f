import { ChartPie } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { titleColumns } from './title-columns';

/** The campaign view's admin half: its page in the menu, for editors who may read it, and the content manager's title columns. */
export default {
  register(app: StrapiApp) {
    app.addMenuLink({
      to: 'campaign',
      icon: ChartPie,
      intlLabel: { id: 'chispa.campaign.menu', defaultMessage: 'Campaña' },
      permissions: [{ action: 'api::campaign.read', subject: null }],
      Component: () => import('./CampaignPage'),
    });
    app.registerPlugin({ id: 'campaign', name: 'Campaña' });
  },
  bootstrap(app: StrapiApp) {
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', titleColumns);
  },
};
