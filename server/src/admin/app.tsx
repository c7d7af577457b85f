import type { StrapiApp } from '@strapi/strapi/admin';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { VotingWindowPanel } from './voting-window/VotingWindowPanel';

type ContentManagerApis = { addEditViewSidePanel(panels: PanelComponent[]): void };

export default {
  config: {
    // Editors work in Spanish; English stays available in each editor's profile.
    locales: ['es'],
  },
  bootstrap(app: StrapiApp) {
    // Beside a project's voting dates, when members can vote (docs/decisions/editors/voting-window-in-admin.md).
    (app.getPlugin('content-manager').apis as ContentManagerApis).addEditViewSidePanel([VotingWindowPanel]);
  },
};
