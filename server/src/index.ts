import type { Core } from '@strapi/strapi';
import { seed } from './seed';
import { mountDevMailbox } from './lib/mailer/dev-mailbox-routes';
import { invalidatePublicCacheOnWrites } from './lib/public-cache';
import { readPublishedOnlyInContentApi } from './lib/published-only';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    mountDevMailbox(strapi);
    invalidatePublicCacheOnWrites(strapi);
    readPublishedOnlyInContentApi(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await seed(strapi);
  },
};
